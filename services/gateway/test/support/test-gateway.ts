import { createJwksVerifier, createLogger, type TokenVerifier } from '@consign/kit';
import type { ServiceUrls } from '../../src/http/api-router';
import { createGatewayApp, type GatewayApp, type GatewayOptions } from '../../src/http/gateway-app';

/** Nothing listens here: the gateway answers 503 for a service a test leaves out. */
export const CLOSED_SERVICE = 'http://127.0.0.1:1';

/**
 * A gateway for tests in front of the given services (the rest closed). Tokens are checked against the given
 * verifier, else against identity's JWKS.
 */
export function createTestGateway(
  services: Partial<ServiceUrls>,
  verify?: TokenVerifier,
  options: Pick<GatewayOptions, 'trustProxy' | 'verifySignature'> = {},
): GatewayApp {
  const all: ServiceUrls = {
    identity: CLOSED_SERVICE,
    catalog: CLOSED_SERVICE,
    deliveries: CLOSED_SERVICE,
    ledger: CLOSED_SERVICE,
    notifications: CLOSED_SERVICE,
    ...services,
  };
  return createGatewayApp({
    log: createLogger('gateway-test', 'silent'),
    services: all,
    verify: verify ?? createJwksVerifier(`${all.identity}/.well-known/jwks.json`),
    deploymentId: 'test',
    ...options,
  });
}

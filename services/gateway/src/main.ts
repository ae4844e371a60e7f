import {
  assertProductionSecrets,
  boundHeapGrowth,
  cachingVerifier,
  connectTokenRevocations,
  createJwksVerifier,
  createLogger,
  listenHttp,
  loadConfig,
} from '@consign/kit';
import { gatewayConfigSchema } from './config';
import { createGatewayApp } from './http/gateway-app';

async function main(): Promise<void> {
  boundHeapGrowth();
  const config = loadConfig(gatewayConfigSchema);
  assertProductionSecrets(config);
  const log = createLogger('gateway', config.LOG_LEVEL, { buffered: true });
  const revocations = connectTokenRevocations(config.REDIS_URL, config.BUS_NAMESPACE);
  // Each token's signature once (cached until it expires).
  const signature = cachingVerifier(createJwksVerifier(config.JWKS_URL ?? `${config.IDENTITY_URL[0]}/.well-known/jwks.json`));
  const app = createGatewayApp({
    log,
    services: {
      identity: config.IDENTITY_URL,
      catalog: config.CATALOG_URL,
      deliveries: config.DELIVERIES_URL,
      ledger: config.LEDGER_URL,
      notifications: config.NOTIFICATIONS_URL,
    },
    // Whether it was revoked, on every request the gateway answers itself; the services check that of the rest.
    verify: revocations.guard(signature),
    verifySignature: signature,
    deploymentId: config.DEPLOYMENT_ID,
    frontendDist: config.FRONTEND_DIST,
    trustProxy: config.TRUST_PROXY_HOPS,
    ...(config.METRICS_TOKEN ? { metricsToken: config.METRICS_TOKEN } : {}),
    signingSecret: config.SIGNING_SECRET,
  });
  const server = await listenHttp(app, config.PORT, config.HOST);
  log.info({ port: config.PORT }, 'gateway listening');
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

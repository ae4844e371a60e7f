import path from 'node:path';
import { signingSecretSchema } from '@consign/kit';
import { z } from 'zod';

const url = z.url();
/** One service's base URLs: its replicas, comma-separated (the gateway balances across them). */
const urls = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(url).min(1));

export const gatewayConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.string().default('info'),
  IDENTITY_URL: urls.default(['http://127.0.0.1:8081']),
  CATALOG_URL: urls.default(['http://127.0.0.1:8082']),
  DELIVERIES_URL: urls.default(['http://127.0.0.1:8083']),
  LEDGER_URL: urls.default(['http://127.0.0.1:8084']),
  NOTIFICATIONS_URL: urls.default(['http://127.0.0.1:8085']),
  JWKS_URL: url.optional(),
  /** The services' Redis and namespace: the gateway refuses revoked tokens too (kit/auth/revocation). */
  REDIS_URL: url.default('redis://127.0.0.1:6379'),
  BUS_NAMESPACE: z.string().default('consign'),
  /** Identifies the running build; the frontend shows 'Refresh site to update' when it changes. */
  DEPLOYMENT_ID: z
    .string()
    .min(1)
    .default(`dev-${Date.now().toString(36)}`),
  FRONTEND_DIST: z.string().default(path.resolve(__dirname, '../../../frontend/dist')),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Who may read /metrics and /readyz's detail on the public port (as a bearer token); unset: no one. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SIGNING_SECRET: signingSecretSchema,
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

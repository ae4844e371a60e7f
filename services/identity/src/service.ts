import type { ServiceDefinition } from '@consign/kit';
import { createKeyRing, ownTokenVerifier } from './app/key-ring';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { authRoutes } from './http/auth.routes';
import { coworkerRoutes } from './http/coworkers.routes';
import { exportRoutes } from './http/exports.routes';
import { authRateLimits } from './http/auth-rate-limits';
import { organizationRoutes } from './http/organizations.routes';
import { sellerNoteRoutes } from './http/seller-notes.routes';
import { sellerRoutes } from './http/sellers.routes';
import { termsRoutes } from './http/terms.routes';
import { workspaceRoutes } from './http/workspace.routes';
import { sellerImports } from './jobs/import-sellers.worker';

export const identityService: ServiceDefinition<Config> = {
  name: 'identity',
  defaultPort: 8081,
  configSchema,
  migrations,
  csvBodies: [sellerImports.path],
  routes(app, { db, redis, config, log, revocations }) {
    const keys = createKeyRing(db);
    // The key pair exists from the first start, so the JWKS answers before anyone signs in.
    keys.current().catch((err: unknown) => log.error({ err }, 'could not prepare the signing key'));
    const verify = revocations.guard(ownTokenVerifier(keys));
    authRoutes(app, {
      db,
      keys,
      verify,
      revocations,
      rateLimits: authRateLimits(redis, config.BUS_NAMESPACE),
      signingSecret: config.SIGNING_SECRET,
    });
    organizationRoutes(app, { db, verify });
    sellerRoutes(app, { db, verify, revocations });
    sellerNoteRoutes(app, { db, verify });
    termsRoutes(app, { db, verify });
    coworkerRoutes(app, { db, verify, revocations });
    workspaceRoutes(app, { db, verify });
    sellerImports.routes(app, { db, verify, config });
    exportRoutes(app, { db, verify });
  },
  background: async ({ db, config }) => [sellerImports.startWorker(db, config)],
};

import { createLocalVerifier, type ServiceDefinition, type TokenVerifier } from '@consign/kit';
import { createKeyRing } from './app/key-ring';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { authRoutes } from './http/auth.routes';
import { coworkerRoutes } from './http/coworkers.routes';
import { loginRateLimit } from './http/login-rate-limit';
import { organizationRoutes } from './http/organizations.routes';
import { sellerNoteRoutes } from './http/seller-notes.routes';
import { sellerRoutes } from './http/sellers.routes';
import { termsRoutes } from './http/terms.routes';
import { workspaceRoutes } from './http/workspace.routes';

export const identityService: ServiceDefinition<Config> = {
  name: 'identity',
  defaultPort: 8081,
  configSchema,
  migrations,
  routes(app, { db, redis, config, log }) {
    const keys = createKeyRing(db);
    // The key pair exists from the first start, so the JWKS answers before anyone signs in.
    keys.current().catch((err: unknown) => log.error({ err }, 'could not prepare the signing key'));
    // Identity verifies its own tokens with its own key, not over HTTP from itself.
    const verify: TokenVerifier = async (token) => createLocalVerifier([(await keys.current()).publicJwk])(token);
    authRoutes(app, { db, keys, verify, rateLimit: loginRateLimit(redis, config.BUS_NAMESPACE), secureCookies: config.COOKIE_SECURE });
    organizationRoutes(app, { db, verify });
    sellerRoutes(app, { db, verify });
    sellerNoteRoutes(app, { db, verify });
    termsRoutes(app, { db, verify });
    coworkerRoutes(app, { db, verify });
    workspaceRoutes(app, { db, verify });
  },
};

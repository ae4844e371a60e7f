import { z } from 'zod';

/** Reads the environment once through a zod schema; one clear line per bad variable, then exit. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): Readonly<z.infer<S>> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
}

const port = z.coerce.number().int().min(0).max(65535);

/** The variables every service reads; services extend it with their own. */
export function serviceConfigSchema(service: string, defaultPort: number) {
  return z.object({
    SERVICE_NAME: z.string().default(service),
    PORT: port.default(defaultPort),
    HOST: z.string().default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
    DB_NAME: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default(`consign_${service}`),
    /** The role the service's queries run as (migrations run as DATABASE_URL's user, the owner). */
    DB_APP_ROLE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('consign_app'),
    /** Only where the server asks the runtime role for a password. */
    DB_APP_PASSWORD: z.string().min(1).optional(),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    EVENT_BUS: z.enum(['redis', 'kafka']).default('redis'),
    KAFKA_BROKERS: z.string().optional(),
    /** Partitions of a topic the service creates: the most consumer replicas of one group that share the work. */
    KAFKA_PARTITIONS: z.coerce.number().int().min(1).default(6),
    BUS_NAMESPACE: z.string().default('consign'),
    JWKS_URL: z.url().default('http://127.0.0.1:8081/.well-known/jwks.json'),
    DATA_DIR: z.string().default('.data'),
    SIGNING_SECRET: signingSecretSchema,
  });
}

/** Published in this repository: good for development and tests only (`assertProductionSecrets`). */
export const DEVELOPMENT_SIGNING_SECRET = 'consign-dev-signing-secret-change-me';

/** Signed links, service-to-service calls and the gateway's proof derive from it. */
export const signingSecretSchema = z.string().min(16).default(DEVELOPMENT_SIGNING_SECRET);

/**
 * A process refuses the published default secret unless NODE_ENV says explicitly `development` or `test`:
 * with it anyone could sign links to any organization's receipts and images, and a deployment that forgets
 * NODE_ENV must not fall back to it.
 */
export function assertProductionSecrets(config: { SIGNING_SECRET: string }, env: NodeJS.ProcessEnv = process.env): void {
  const mode = env.NODE_ENV;
  if (config.SIGNING_SECRET === DEVELOPMENT_SIGNING_SECRET && !(mode === 'development' || mode === 'test'))
    throw new Error(
      `Invalid configuration:\n  SIGNING_SECRET: the published development default cannot be used with ${mode ? `NODE_ENV=${mode}` : 'NODE_ENV unset'}; set a long random secret, or NODE_ENV=development`,
    );
}

export type ServiceConfig = z.infer<ReturnType<typeof serviceConfigSchema>>;

/** The runtime role a service's pool connects as. */
export function runtimeRoleOf(config: Pick<ServiceConfig, 'DB_APP_ROLE' | 'DB_APP_PASSWORD'>): { name: string; password?: string } {
  return { name: config.DB_APP_ROLE, ...(config.DB_APP_PASSWORD ? { password: config.DB_APP_PASSWORD } : {}) };
}

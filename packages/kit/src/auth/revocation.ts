import { AppError, RULE_MESSAGES } from '@consign/contracts';
import { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from './claims';
import type { TokenVerifier } from './verifier';

/**
 * Ends a user's access tokens before they expire. Every access token carries its user's token version
 * (`ver`); identity raises the version when the account is deleted, its password changes or its owner logs
 * out everywhere, and writes the new version here, in the Redis every service shares. Every service and the
 * gateway then refuse a token of a lower version on its next request.
 */
export interface TokenRevocations {
  /** From now on, the user's tokens below `version` are refused. */
  raise(userId: string, version: number): Promise<void>;
  /** The verifier, refusing revoked tokens too. */
  guard(verify: TokenVerifier): TokenVerifier;
}

/** Long enough to outlive every token it refuses, with a minute for clock skew between processes. */
const KEY_TTL_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

export function tokenRevocations(redis: Redis, namespace: string): TokenRevocations {
  const key = (userId: string) => `${namespace}:auth:min-version:${userId}`;
  return {
    async raise(userId, version) {
      await redis.set(key(userId), String(version), 'EX', KEY_TTL_SECONDS);
    },
    guard(verify) {
      return async (token) => {
        const claims = await verify(token);
        // Without the list no token can be trusted to be alive: refuse (503) rather than let a revoked one in.
        const minimum = await redis.get(key(claims.sub)).catch(() => {
          throw AppError.unavailable(RULE_MESSAGES.access.signInUnavailable);
        });
        if (minimum !== null && (claims.ver ?? 0) < Number(minimum)) throw AppError.unauthorized();
        return claims;
      };
    },
  };
}

/** For a process without a Redis client of its own (the gateway). */
export function connectTokenRevocations(redisUrl: string, namespace: string): TokenRevocations {
  return tokenRevocations(new Redis(redisUrl, { maxRetriesPerRequest: 3 }), namespace);
}

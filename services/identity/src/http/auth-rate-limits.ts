import { createHash } from 'node:crypto';
import { AppError, apiMessage } from '@consign/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** The limits, in one place (the README's Security section says them). */
export const AUTH_LIMITS = {
  /** Wrong passwords for one account from one address: then that pair waits. */
  signInFailuresPerAccountAndAddress: 10,
  /** Wrong passwords from one address, whatever the account (password spraying). */
  signInFailuresPerAddress: 30,
  signInWindowSeconds: 15 * 60,
  /** Reset e-mails one address may ask for (a 429 beyond). */
  resetRequestsPerAddress: 10,
  /** Reset e-mails per account: beyond, the answer stays the same and no e-mail goes out. */
  resetRequestsPerAccount: 3,
  resetWindowSeconds: 60 * 60,
} as const;

/** What the sign-in route tells the limiter once it knows how the attempt went. */
export interface SignInAttempt {
  /** The right password: the pair starts afresh and the address gets its point back. */
  succeeded(): Promise<void>;
  /** Neither a success nor a wrong password (bad input, a failure of ours): not counted. */
  uncounted(): Promise<void>;
}

export interface AuthRateLimits {
  /**
   * Counts a sign-in attempt as a failure before the password is checked, one atomic increment per key, so
   * parallel guesses cannot all slip through a check-then-record gap; 429 when over a limit. The pair key
   * (account and address) means a stranger's wrong guesses never lock the owner out at the owner's address.
   */
  signIn(address: string, email: string): Promise<SignInAttempt>;
  /** 429 when the address asked too often; false when the account had its share (send nothing, same answer). */
  resetRequest(address: string, email: string): Promise<boolean>;
}

/** An account's key: a digest, so a megabyte of 'e-mail' is not a megabyte of Redis key, and no address is stored. */
const account = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** Counts live in Redis, so every identity replica shares them. */
export function authRateLimits(redis: Redis, prefix: string, limits: typeof AUTH_LIMITS = AUTH_LIMITS): AuthRateLimits {
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rl:${name}`, points, duration });
  const byPair = limiter('sign-in-pair', limits.signInFailuresPerAccountAndAddress, limits.signInWindowSeconds);
  const byAddress = limiter('sign-in-address', limits.signInFailuresPerAddress, limits.signInWindowSeconds);
  const resetsByAddress = limiter('reset-address', limits.resetRequestsPerAddress, limits.resetWindowSeconds);
  const resetsByAccount = limiter('reset-account', limits.resetRequestsPerAccount, limits.resetWindowSeconds);

  /** consume() answers with the count it just made; over the limit it rejects with a RateLimiterRes. */
  const overLimit = (err: unknown): RateLimiterRes => {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  };
  const minutes = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 60_000));

  return {
    async signIn(address, email) {
      const pair = `${account(email)}|${address}`;
      const outcomes = await Promise.allSettled([byPair.consume(pair), byAddress.consume(address)]);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [overLimit(o.reason)] : []));
      if (refused.length) throw AppError.rateLimited(apiMessage('auth.tooManyAttempts', { minutes: Math.max(...refused.map(minutes)) }));
      return {
        async succeeded() {
          await Promise.all([byPair.delete(pair), byAddress.reward(address, 1)]);
        },
        async uncounted() {
          await Promise.all([byPair.reward(pair, 1), byAddress.reward(address, 1)]);
        },
      };
    },
    async resetRequest(address, email) {
      try {
        await resetsByAddress.consume(address);
      } catch (err) {
        throw AppError.rateLimited(apiMessage('auth.tooManyResetRequests', { minutes: minutes(overLimit(err)) }));
      }
      try {
        await resetsByAccount.consume(account(email));
        return true;
      } catch (err) {
        overLimit(err);
        return false;
      }
    },
  };
}

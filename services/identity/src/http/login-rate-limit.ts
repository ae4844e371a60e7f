import { AUTH_MESSAGES, AppError } from '@consign/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginRateLimit {
  /** Throws 429 when this address or this account has tried too often. */
  check(ip: string, email: string): Promise<void>;
  failed(ip: string, email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const WINDOW_SECONDS = 15 * 60;

/** Counts live in Redis, so every identity replica shares them. */
export function loginRateLimit(redis: Redis, prefix: string, limits = { perIp: 30, perAccount: 10 }): LoginRateLimit {
  const byIp = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:login-ip`,
    points: limits.perIp,
    duration: WINDOW_SECONDS,
  });
  const byAccount = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:login-account`,
    points: limits.perAccount,
    duration: WINDOW_SECONDS,
  });
  const refuse = (msBeforeNext: number) =>
    AppError.rateLimited(AUTH_MESSAGES.tooManyAttempts(Math.max(1, Math.ceil(msBeforeNext / 60_000))));
  const account = (email: string) => email.trim().toLowerCase();

  return {
    async check(ip, email) {
      const [ipState, accountState] = await Promise.all([byIp.get(ip), byAccount.get(account(email))]);
      for (const state of [ipState, accountState]) {
        if (state && state.remainingPoints <= 0) throw refuse(state.msBeforeNext);
      }
    },
    async failed(ip, email) {
      await Promise.all([byIp.penalty(ip, 1), byAccount.penalty(account(email), 1)]).catch((err: unknown) => {
        if (!(err instanceof RateLimiterRes)) throw err;
      });
    },
    async succeeded(email) {
      await byAccount.delete(account(email));
    },
  };
}

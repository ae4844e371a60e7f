import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a cookie; only its hash is stored, so a database leak hands out no sessions. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

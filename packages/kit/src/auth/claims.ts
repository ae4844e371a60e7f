import { z } from 'zod';

export const ROLES = ['coworker', 'seller'] as const;
export type Role = (typeof ROLES)[number];

/** What an access token says about its bearer. */
export const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  org: z.string().min(1),
  orgSlug: z.string().min(1),
  role: z.enum(ROLES),
  sellerId: z.string().min(1).optional(),
  /** The user's token version when it was signed (see revocation.ts); tokens without one count as 0. */
  ver: z.number().int().min(0).optional(),
});

export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_ALGORITHM = 'EdDSA';
export const TOKEN_ISSUER = 'consign-identity';

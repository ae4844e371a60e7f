import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. For an unknown account it still verifies against a dummy hash, so the answer takes
 * as long either way and does not tell which e-mails have accounts.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('consign-dummy-password');
  const target = hash ?? (await dummyHash);
  const ok = await argon2.verify(target, password).catch(() => false);
  return ok && Boolean(hash);
}

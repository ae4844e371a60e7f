import { randomBytes } from 'node:crypto';
import { argon2Verify, argon2id } from 'hash-wasm';

// argon2id with OWASP's baseline: 19 MiB, 2 passes, 1 lane. hash-wasm runs it as WebAssembly: no native
// addon to build or to crash (the argon2 package's prebuilt binary segfaults on this machine's kind).
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...PARAMS, password, salt: randomBytes(16), outputType: 'encoded' });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. For an unknown account it still verifies against a dummy hash, so the answer takes
 * as long either way and does not tell which e-mails have accounts.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('consign-dummy-password');
  const target = hash ?? (await dummyHash);
  const ok = await argon2Verify({ password, hash: target }).catch(() => false);
  return ok && Boolean(hash);
}

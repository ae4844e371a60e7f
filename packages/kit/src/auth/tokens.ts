import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK, type KeyLike } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_ALGORITHM, TOKEN_ISSUER, type AccessClaims } from './claims';

export interface SigningKey {
  kid: string;
  privateKey: KeyLike;
  /** For storage by the issuer; never published. */
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function generateSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' };
  return { kid, privateKey, privateJwk: await exportJWK(privateKey), publicJwk };
}

/** A stored key pair back into a signing key. */
export async function importSigningKey(kid: string, privateJwk: JWK, publicJwk: JWK): Promise<SigningKey> {
  const privateKey = (await importJWK(privateJwk, TOKEN_ALGORITHM)) as KeyLike;
  return { kid, privateKey, privateJwk, publicJwk };
}

export async function signAccessToken(
  key: SigningKey,
  claims: AccessClaims,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const { sub, ...rest } = claims;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT(rest)
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key.privateKey);
  return { token, expiresAt };
}

export function jwksDocument(keys: SigningKey[]): { keys: JWK[] } {
  return { keys: keys.map((k) => k.publicJwk) };
}

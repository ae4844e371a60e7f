import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateSigningKey, jwksDocument, signAccessToken, type AccessClaims, type SigningKey } from '../auth';

export interface TestTokens {
  /** Give this to a service as JWKS_URL. */
  jwksUrl(): string;
  sign(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
}

/** A signing key and a JWKS endpoint on loopback, so a service is tested without running identity. */
export function useTestTokens(): TestTokens {
  let key: SigningKey | undefined;
  let server: Server | undefined;
  let url = '';

  beforeAll(async () => {
    key = await generateSigningKey('test-key');
    const document = JSON.stringify(jwksDocument([key]));
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(document);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  return {
    jwksUrl: () => url,
    sign: async (claims, ttlSeconds) => (await signAccessToken(key!, claims, ttlSeconds)).token,
  };
}

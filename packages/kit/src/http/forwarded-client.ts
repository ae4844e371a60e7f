import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Who the client is, as the gateway saw it, travels to the services in these headers. A service believes
 * them only with the gateway's proof (a key derived from SIGNING_SECRET): a client that calls a service's
 * port directly, with or without X-Forwarded-For, is its socket address, so it cannot claim someone else's
 * address to dodge or aim a rate limit. The gateway overwrites all three on every proxied request.
 */
export const CLIENT_ADDRESS_HEADER = 'x-consign-client-address';
export const CLIENT_SCHEME_HEADER = 'x-consign-client-scheme';
export const GATEWAY_PROOF_HEADER = 'x-consign-gateway-proof';

export interface ClientOrigin {
  address: string;
  scheme: 'http' | 'https';
}

/** The gateway's proof: never the secret itself, and useless for signing links. */
export function gatewayProof(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('consign:gateway-proof:v1').digest('base64url');
}

const list = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const schemeOf = (value: string | undefined): ClientOrigin['scheme'] => (value?.toLowerCase() === 'https' ? 'https' : 'http');

/**
 * The client as the gateway sees it: its socket, or, behind `trustedHops` proxies (TRUST_PROXY_HOPS), the
 * address and scheme the outermost of them reported. Entries a client wrote further left are never used.
 */
export function clientAtEdge(req: IncomingMessage, trustedHops: number): ClientOrigin {
  const socket = req.socket as Partial<TLSSocket>;
  const direct: ClientOrigin = { address: socket.remoteAddress ?? 'unknown', scheme: socket.encrypted ? 'https' : 'http' };
  if (trustedHops <= 0) return direct;
  const chain = [direct.address, ...list(req.headers['x-forwarded-for']).reverse()];
  const protos = list(req.headers['x-forwarded-proto']);
  return {
    address: chain[Math.min(trustedHops, chain.length - 1)]!,
    scheme: protos.length ? schemeOf(protos[Math.max(0, protos.length - trustedHops)]) : direct.scheme,
  };
}

/** The headers the gateway adds to a proxied request. */
export function forwardedClientHeaders(client: ClientOrigin, proof: string): OutgoingHttpHeaders {
  return { [CLIENT_ADDRESS_HEADER]: client.address, [CLIENT_SCHEME_HEADER]: client.scheme, [GATEWAY_PROOF_HEADER]: proof };
}

/** In a service: the gateway's word on the client when it carries the proof, else the socket. */
export function forwardedClient(signingSecret: string): (req: IncomingMessage) => ClientOrigin {
  const expected = Buffer.from(gatewayProof(signingSecret));
  return (req) => {
    const presented = req.headers[GATEWAY_PROOF_HEADER];
    const proven =
      typeof presented === 'string' && presented.length === expected.length && timingSafeEqual(Buffer.from(presented), expected);
    const address = req.headers[CLIENT_ADDRESS_HEADER];
    if (!proven || typeof address !== 'string' || !address) return clientAtEdge(req, 0);
    return { address, scheme: schemeOf(req.headers[CLIENT_SCHEME_HEADER] as string | undefined) };
  };
}

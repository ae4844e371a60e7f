import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError, RULE_MESSAGES, apiMessage } from '@consign/contracts';
import { isPrivateAddress } from '../domain/private-address';

export const PRIVATE_TARGET_MESSAGE = RULE_MESSAGES.webhooks.privateTarget;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name; tests give a fake one, so no test ever asks real DNS. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/** The host's addresses, all of them public (unless private ones are allowed), or an AppError. */
async function resolvePublic(host: string, allowPrivate: boolean, resolve: Resolver): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw AppError.unexpectedState(apiMessage('rules.webhooks.unresolvableHost', { host }), 'unresolvable_host');
    }
  }
  if (!addresses.length) throw AppError.unexpectedState(apiMessage('rules.webhooks.unresolvableHost', { host }), 'unresolvable_host');
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    throw AppError.unexpectedState(PRIVATE_TARGET_MESSAGE, 'private_address');
  return addresses;
}

/** Refuses a URL whose host resolves to a private or loopback address (unless allowed by config), when it is saved. */
export async function assertPublicTarget(url: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<void> {
  await resolvePublic(hostOf(url), allowPrivate, resolve);
}

/**
 * The socket's own lookup: the addresses it connects to are the ones just checked, from one resolution.
 * Checking with one lookup and letting the client resolve again would let a rebinding DNS answer a public
 * address to the check and a private one to the connection.
 */
function checkedLookup(allowPrivate: boolean, resolve: Resolver): LookupFunction {
  return (host, options, callback) => {
    resolvePublic(host, allowPrivate, resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}

export interface WebhookPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** POSTs to a webhook URL (redirects are not followed) and answers the status code. */
export async function postToPublicTarget(url: string, post: WebhookPost): Promise<number> {
  const target = new URL(url);
  const resolve = post.resolve ?? systemResolver;
  // An address literal is never looked up by the socket: it is checked here instead.
  if (isIP(hostOf(url))) await resolvePublic(hostOf(url), post.allowPrivate, resolve);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const req = client.request(target, {
      method: 'POST',
      headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      lookup: checkedLookup(post.allowPrivate, resolve),
      // A fresh socket per POST: a pooled one would skip the lookup, and with it the check.
      agent: false,
      signal: AbortSignal.timeout(post.timeoutMs),
    });
    req.on('response', (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end(post.body);
  });
}

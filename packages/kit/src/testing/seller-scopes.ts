/** Whose resource a seller's request names: seller A's own, or seller B's of the same organization. */
export type Whose = 'own' | 'other';

export interface SellerRequest {
  /** The concrete path, query included. */
  path: string;
  /** A JSON body, for the routes that name the seller or the resource in it. */
  body?: unknown;
  /** For a list the token scopes ('hidden'): the id that must be in A's own answer and must not be in the answer on B's. */
  id?: string;
}

export interface OwnOnly {
  /** The request naming seller A's own resource, or seller B's; made when the test runs, so a fixture can be fresh per call. */
  request: (whose: Whose) => SellerRequest | Promise<SellerRequest>;
  /**
   * What seller A gets on seller B's resource: 404 (the default: another seller's resource is as unknown as a missing
   * one), 403 where the service answers that, or 'hidden' for a list the token scopes (200, B's resource not in it).
   */
  other?: 404 | 403 | 'hidden';
  /** What seller A gets on their own resource: 200 unless the route answers another success (201, 204). */
  own?: number;
}

/**
 * How a route a seller's token reaches treats seller-owned resources:
 * - `ownOnly`: it names one (by a path id, or a seller id in the query or body), and a seller reaches only their own;
 * - `notSellerOwned`: it names none (the organization's stores, settings, the caller's own session), and says why;
 * - `checkedIn`: it is own-only, and another file's matrix calls it (the gateway's composed routes, for example).
 */
export type SellerScope = { ownOnly: OwnOnly } | { notSellerOwned: string } | { checkedIn: string };

export interface SellerReply {
  status: number;
  /** The answer's body as text (the 'hidden' check looks for ids in it). */
  text: string;
}

export interface SellerMatrix {
  /** Every route (`METHOD /path`, as the access table names it) whose decided access lets a seller's token through. */
  reachable: string[];
  /** The decision for each of them; a reachable route without one fails the suite. */
  scopes: Record<string, SellerScope>;
  /** Sends one request with seller A's token (called only while a test runs). */
  send: (method: string, path: string, body?: unknown) => Promise<SellerReply>;
}

/** The routes of an access table whose access is one of `levels` (those a seller's token gets past). */
export function routesWithAccess<A extends string>(access: Record<string, A>, levels: readonly A[]): string[] {
  return Object.entries(access)
    .filter(([, a]) => levels.includes(a))
    .map(([route]) => route);
}

/**
 * The own/other-seller dimension of a service's access matrix. Registers a test that every route a seller reaches
 * has decided its scope (so a new seller route fails until decided), and per own-only route one test that calls
 * it once with seller A's token on seller B's resource (refused, or B's resource hidden) and once on A's own
 * (answered as usual).
 */
export function testSellerScopes({ reachable, scopes, send }: SellerMatrix): void {
  test("every route a seller's token reaches has decided whose resources it serves (own only, or none named)", () => {
    expect(reachable.filter((route) => !(route in scopes))).toEqual([]);
    expect(Object.keys(scopes).filter((route) => !reachable.includes(route))).toEqual([]);
  });

  const ownOnly = Object.entries(scopes).flatMap(([route, scope]) => ('ownOnly' in scope ? [[route, scope.ownOnly] as const] : []));
  if (ownOnly.length === 0) return;
  test.each(ownOnly)("%s: seller A on seller B's resource is refused, on A's own it answers", async (route, decision) => {
    const method = route.split(' ')[0]!;
    const expectedOther = decision.other ?? 404;

    const other = await decision.request('other');
    const onOther = await send(method, other.path, other.body);
    if (expectedOther === 'hidden') {
      if (!other.id) throw new Error(`${route}: a 'hidden' decision names the id of B's resource`);
      expect([route, 'other', onOther.status, onOther.text.includes(other.id)]).toEqual([route, 'other', 200, false]);
    } else expect([route, 'other', onOther.status]).toEqual([route, 'other', expectedOther]);

    const own = await decision.request('own');
    const onOwn = await send(method, own.path, own.body);
    expect([route, 'own', onOwn.status]).toEqual([route, 'own', decision.own ?? 200]);
    if (expectedOther === 'hidden') {
      if (!own.id) throw new Error(`${route}: a 'hidden' decision names the id of A's resource`);
      expect([route, 'own', onOwn.text.includes(own.id)]).toEqual([route, 'own', true]);
    }
  });
}

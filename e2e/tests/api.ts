import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';
export const ORG = 'demo';

/** A signed-in API client, for what happens between a user's steps (staff publish, a seller accepts terms). */
export async function apiAs(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { accessToken, user } = (await res.json()) as { accessToken: string; user: { sellerId?: string } };
  const call = async <T>(method: string, url: string, data?: unknown): Promise<T> => {
    const r = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${accessToken}` } });
    expect(r.ok(), `${method} ${url}: ${r.status()} ${await r.text()}`).toBe(true);
    return (r.status() === 204 ? undefined : await r.json()) as T;
  };
  return { call, sellerId: user.sellerId };
}

/**
 * A seller who never accepted the terms meets the terms dialog first (SPEC §4): a test about something else
 * starts with them accepted, whichever specs ran before it.
 */
export async function acceptTermsAs(request: APIRequestContext, email: string): Promise<void> {
  await (await apiAs(request, email)).call('POST', `/api/next/${ORG}/organizations/terms/accept`);
}

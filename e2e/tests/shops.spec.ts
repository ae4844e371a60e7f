import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './api';
import { snap } from './artifacts';
import { choose } from './select';
import { signIn } from './session';

test.use({ viewport: { width: 375, height: 812 } });

/** Olga consigns at Other Vintage; the demo shop adds her too (issue 25: one person, many shops). */
const OLGA = 'seller@other.test';

/** Her session in the organization `slug`, switched to through the API: the next sign-in lands there. */
async function settleIn(request: APIRequestContext, slug: string): Promise<{ accessToken: string }> {
  const login = await request.post('/api/auth/login', { data: { email: OLGA, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { accessToken: string; user: { memberships: { organizationId: string; slug: string }[] } };
  const target = session.user.memberships.find((m) => m.slug === slug)!;
  const switched = await request.post('/api/auth/switch', {
    data: { organizationId: target.organizationId },
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(switched.ok(), await switched.text()).toBe(true);
  return (await switched.json()) as { accessToken: string };
}

test('a second shop adds the same person, who signs in once and switches shops on a phone', async ({ page, request }) => {
  const staff = (await (await request.post('/api/auth/login', { data: { email: 'staff@demo.test', password: DEMO_PASSWORD } })).json()) as {
    accessToken: string;
  };
  const created = await request.post('/api/demo/sellers', {
    data: { firstName: 'Olga', lastName: 'Other', email: OLGA, phoneNumber: '412 34 599' },
    headers: { authorization: `Bearer ${staff.accessToken}` },
  });
  // A rerun on the same stack finds her a member already.
  expect([201, 409], await created.text()).toContain(created.status());
  // Each shop's terms accepted beforehand, so a switch shows the portal, not the terms dialog (SPEC §4); the
  // last switch leaves her in her own shop, where the sign-in lands.
  for (const slug of ['demo', 'other']) {
    const session = await settleIn(request, slug);
    const accepted = await request.post(`/api/next/${slug}/organizations/terms/accept`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(accepted.ok()).toBe(true);
  }

  // One sign-in: her last shop, with a switcher in the header.
  await signIn(page, OLGA);
  const header = page.locator('header');
  await expect(header.getByRole('heading', { name: 'Other Vintage' })).toBeVisible({ timeout: 15_000 });
  await expect(header.getByRole('combobox', { name: 'Shop' })).toBeVisible();
  await expect(page.getByText('Seller number')).toBeVisible({ timeout: 15_000 });
  await snap(page, 'shops-switcher-other-phone');

  await choose(page, header, 'Shop', 'Demo Consignment');
  await expect(header.getByRole('heading', { name: 'Demo Consignment' })).toBeVisible();
  await expect(page.getByText('Seller number')).toBeVisible({ timeout: 15_000 });
  // Nothing in the header is wider than the phone.
  expect(Number(await header.evaluate((el) => el.scrollWidth))).toBeLessThanOrEqual(375);
  await snap(page, 'shops-switcher-demo-phone');

  // And back: the next sign-in (another spec's, a rerun's) lands in her own shop again.
  await choose(page, header, 'Shop', 'Other Vintage');
  await expect(header.getByRole('heading', { name: 'Other Vintage' })).toBeVisible();
});

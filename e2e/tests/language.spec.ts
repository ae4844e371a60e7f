import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, ORG, acceptTermsAs, apiAs } from './api';
import { snap } from './artifacts';
import { test } from './fixtures';
import { signIn, signInSeller, signInStaff } from './session';

/**
 * Issue 23: the sign-in page, the portal and three staff screens in both languages, chosen by the browser, by the
 * organization's default and by the user's own choice; a screenshot of each.
 */

/** English words of the shell and its pages that a Norwegian screen must not show. */
const ENGLISH = ['Log out', 'Dashboard', 'Products', 'Sellers', 'Payouts', 'Settings', 'Sign in', 'Powered by', 'Seller number'];

async function expectNoEnglish(page: Page) {
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((word) => text.includes(word))).toEqual([]);
}

/** The sign-in page in Norwegian. */
async function signInNorwegian(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

async function setOrganizationLanguage(request: APIRequestContext, language: 'en' | 'nb' | null) {
  await (await apiAs(request, 'staff@demo.test')).call('PATCH', `/api/next/${ORG}/organizations/language`, { language });
}

async function setOwnLanguage(request: APIRequestContext, email: string, language: 'en' | 'nb' | null) {
  await (await apiAs(request, email)).call('PUT', '/api/auth/language', { language });
}

test.describe('a Norwegian browser', () => {
  test.use({ locale: 'nb-NO' });

  test('the sign-in page and the portal read Norwegian, with Norwegian money', async ({ page, request }) => {
    await acceptTermsAs(request, 'seller@demo.test');
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await snap(page, 'language-nb-sign-in');
    await signInNorwegian(page, 'seller@demo.test');
    await expect(page.getByText('Levert av Consign')).toBeVisible();
    await expect(page.getByText('Selgernummer')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    // '1 234,50 kr': a space groups thousands, a comma marks the decimals, 'kr' comes last.
    await expect(page.getByText(/\d,\d\d\skr/).first()).toBeVisible();
    await expect(page.getByText(/NOK\s\d/)).toHaveCount(0);
    await expectNoEnglish(page);
    await snap(page, 'language-nb-portal');
  });

  test('the dashboard, products and sellers read Norwegian', async ({ page }) => {
    await signInNorwegian(page, 'staff@demo.test');
    const picker = page.getByRole('dialog', { name: 'Hvilken butikk jobber du i i dag?' });
    await picker.getByRole('button', { name: 'Ikke nå' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Oversikt', exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await snap(page, 'language-nb-dashboard');
    await page.getByRole('menuitem', { name: 'Varer' }).click();
    await expect(page.getByRole('heading', { name: 'Varer', exact: true })).toBeVisible();
    await expect(page.getByText(/\d,\d\d\skr/).first()).toBeVisible();
    await expectNoEnglish(page);
    await snap(page, 'language-nb-products');
    await page.getByRole('menuitem', { name: 'Selgere' }).click();
    await expect(page.getByRole('heading', { name: 'Selgere', exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await snap(page, 'language-nb-sellers');
  });
});

test('an English browser gets the SPEC texts, with English money', async ({ page, request }) => {
  await acceptTermsAs(request, 'seller@demo.test');
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'language-en-sign-in');
  await signInSeller(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByText(/NOK\s[\d,]+\.\d\d/).first()).toBeVisible();
  await snap(page, 'language-en-portal');
  await page.getByRole('button', { name: 'Log out' }).click();
  await signInStaff(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await snap(page, 'language-en-dashboard');
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await snap(page, 'language-en-products');
  await page.getByRole('menuitem', { name: 'Sellers' }).click();
  await expect(page.getByRole('heading', { name: 'Sellers', exact: true })).toBeVisible();
  await snap(page, 'language-en-sellers');
});

test("the seller's own choice beats the browser's and is kept; 'Organization default' gives it back", async ({ page, request }) => {
  await acceptTermsAs(request, 'seller@demo.test');
  try {
    await signInSeller(page);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Norsk (bokmål)' }).click();
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Selgernummer')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Språk' }).click();
    await page.getByRole('option', { name: 'Organisasjonens standard' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  } finally {
    await setOwnLanguage(request, 'seller@demo.test', null);
  }
});

test("the organization's default language reaches a user who chose none, whatever the browser", async ({ page, request }) => {
  await acceptTermsAs(request, 'seller@demo.test');
  await setOrganizationLanguage(request, 'nb');
  try {
    await signIn(page, 'seller@demo.test');
    await expect(page.getByText('Selgernummer')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
  } finally {
    await setOrganizationLanguage(request, null);
  }
});

import { useTestInfra } from '@consign/kit/testing';
import { billingStatus } from '../src/domain/billing';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);

test('onboarding starts pending; staff skip it and resume it; bad values and sellers are refused', async () => {
  const staff = await identity.token('staff@demo.test');
  expect((await identity.call('GET', '/api/demo/onboarding/status', staff)).body).toEqual({ onboarding_flag: 'pending' });
  expect((await identity.call('PATCH', '/api/demo/onboarding/status', staff, { onboarding_flag: 'skipped' })).body).toEqual({
    onboarding_flag: 'skipped',
  });
  expect((await identity.call('GET', '/api/demo/onboarding/status', staff)).body).toEqual({ onboarding_flag: 'skipped' });
  expect((await identity.call('PATCH', '/api/demo/onboarding/status', staff, { onboarding_flag: 'done-ish' })).body).toMatchObject({
    message: 'Choose pending, skipped or completed',
  });
  expect(
    (
      await identity.call('PATCH', '/api/demo/onboarding/status', await identity.token('seller@demo.test'), {
        onboarding_flag: 'completed',
      })
    ).status,
  ).toBe(403);
});

test('billing: demo is set up; other must complete setup, and then no longer needs it', async () => {
  const demo = await identity.call('GET', '/api/demo/billing/status', await identity.token('staff@demo.test'));
  expect(demo.body).toEqual({ success: true, hasBillingEnabled: true, requiresSetup: false });

  const other = await identity.token('staff@other.test');
  expect((await identity.call('GET', '/api/other/billing/status', other)).body).toEqual({
    success: true,
    hasBillingEnabled: true,
    requiresSetup: true,
  });
  const bad = await identity.call('POST', '/api/other/billing/setup', other, {
    plan: 'gold',
    billingEmail: 'x',
    companyName: '',
    orgNumber: '12',
  });
  expect(bad.status).toBe(400);
  expect(
    (
      await identity.call('POST', '/api/other/billing/setup', other, {
        plan: 'standard',
        billingEmail: 'x',
        companyName: 'Other AS',
        orgNumber: '123 456 789',
      })
    ).body,
  ).toMatchObject({
    message: 'Please enter a valid email address',
  });
  const done = await identity.call('POST', '/api/other/billing/setup', other, {
    plan: 'standard',
    billingEmail: 'Billing@Other.test',
    companyName: 'Other AS',
    orgNumber: '123 456 789',
  });
  expect(done.body).toEqual({ success: true, hasBillingEnabled: true, requiresSetup: false });
});

test('a trial defers setup until it ends', () => {
  const base = {
    org_id: 'o',
    enabled: true,
    plan: null,
    billing_email: null,
    company_name: null,
    org_number: null,
    setup_completed_at: null,
  };
  const now = new Date('2026-11-22T12:00:00Z');
  expect(billingStatus({ ...base, trial_ends_at: new Date('2026-12-01T00:00:00Z') }, now).requiresSetup).toBe(false);
  expect(billingStatus({ ...base, trial_ends_at: new Date('2026-11-01T00:00:00Z') }, now).requiresSetup).toBe(true);
  expect(billingStatus(undefined, now)).toEqual({ success: true, hasBillingEnabled: false, requiresSetup: false });
});

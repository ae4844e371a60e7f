import BillingPage from '../billing/BillingPage';

/** /settings/billing: the billing page inside the settings area. */
export function BillingSettingsPage() {
  return <BillingPage />;
}

import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A settings page as its own chunk (the shell's Suspense shows 'Loading...' while it arrives). */
function page(load: () => Promise<ComponentType>): RouteObject['element'] {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}

/** The settings area (SPEC §2), relative to /settings. */
export const settingsRoutes: RouteObject[] = [
  { index: true, element: page(async () => (await import('./SettingsOverviewPage')).SettingsOverviewPage) },
  { path: 'organization', element: page(async () => (await import('./OrganizationSettingsPage')).OrganizationSettingsPage) },
  { path: 'terms', element: page(async () => (await import('./TermsSettingsPage')).TermsSettingsPage) },
  { path: 'consignment', element: page(async () => (await import('./ConsignmentSettingsPage')).ConsignmentSettingsPage) },
  { path: 'payouts', element: page(async () => (await import('./PayoutsSettingsPage')).PayoutsSettingsPage) },
  { path: 'seller-experience', element: page(async () => (await import('./SellerExperienceSettingsPage')).SellerExperienceSettingsPage) },
  { path: 'emails', element: page(async () => (await import('./EmailsSettingsPage')).EmailsSettingsPage) },
  { path: 'stores', element: page(async () => (await import('./StoresSettingsPage')).StoresSettingsPage) },
  { path: 'store/:id', element: page(async () => (await import('./StoreSettingsPage')).StoreSettingsPage) },
  { path: 'store/:id/deliveries', element: page(async () => (await import('./StoreDeliveriesSettingsPage')).StoreDeliveriesSettingsPage) },
  { path: 'integrations', element: page(async () => (await import('./IntegrationsSettingsPage')).IntegrationsSettingsPage) },
  { path: 'team', element: page(async () => (await import('./TeamSettingsPage')).TeamSettingsPage) },
  { path: 'labels', element: page(async () => (await import('./LabelsSettingsPage')).LabelsSettingsPage) },
  { path: 'import-export', element: page(async () => (await import('./import-export/ImportExportPage')).ImportExportPage) },
  // The billing page itself, inside the settings area.
  { path: 'billing', element: page(async () => (await import('../billing/BillingPage')).default) },
];

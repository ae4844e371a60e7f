import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { settingsRoutes } from '../features/settings/settings.routes';
import { NotFoundPage } from '../components/NotFoundPage';

const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const SellersPage = lazy(() => import('../features/sellers/SellersPage'));
const ProductsPage = lazy(() => import('../features/products/ProductsPage'));
const DeliveryTimelinePage = lazy(() => import('../features/deliveries/DeliveryTimelinePage'));
const PayoutsPage = lazy(() => import('../features/payouts/PayoutsPage'));
const OnboardingWizardPage = lazy(() => import('../features/onboarding/OnboardingWizardPage'));
const BillingPage = lazy(() => import('../features/billing/BillingPage'));
const BillingSetupPage = lazy(() => import('../features/billing/BillingSetupPage'));
const HelpPage = lazy(() => import('../features/help/HelpPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));

/**
 * Every page of the staff shell, one line each; the pages are lazy chunks (default exports). Part 2 adds
 * its pages here: /deliveries/timeline, /payouts, /onboarding-wizard, /billing, /billing/setup, /help.
 */
export const staffRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'sellers', element: <SellersPage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'settings', children: settingsRoutes },
  { path: 'deliveries', element: <Navigate to="/deliveries/timeline" replace /> },
  { path: 'deliveries/timeline', element: <DeliveryTimelinePage /> },
  { path: 'payouts', element: <PayoutsPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'onboarding-wizard', element: <OnboardingWizardPage /> },
  { path: 'billing', element: <BillingPage /> },
  { path: 'billing/setup', element: <BillingSetupPage /> },
  { path: 'help', element: <HelpPage /> },
  { path: '*', element: <NotFoundPage /> },
];

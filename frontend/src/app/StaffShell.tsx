import {
  ArrowLeftOutlined,
  CalendarOutlined,
  DashboardOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  SearchOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Layout, Menu, Typography, theme, type MenuProps } from 'antd';
import { Suspense } from 'react';
import { BrowserRouter, Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useLogoutMutation } from '../api/auth.api';
import { LogOutEverywhere } from '../features/auth/LogOutEverywhere';
import { useGetBillingStatusQuery, useGetOnboardingStatusQuery } from '../api/onboarding.api';
import { useGetOrganizationQuery } from '../api/organization.api';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/LoadingScreen';
import { useSession } from '../features/auth/session';
import { OPEN_SEARCH_EVENT, SearchPalette } from '../features/search/SearchPalette';
import { DefaultStorePicker } from '../features/settings/DefaultStorePicker';
import { VersionWatcher } from '../features/updates/VersionWatcher';
import { SheetHost } from '../sheets/SheetHost';
import { billingRedirect, sectionOf } from './routing-rules';
import { staffRoutes } from './staff-routes';
import { brandTheme } from './theme';

/** SPEC §2 'Settings area', in sidebar order. */
export const SETTINGS_LINKS: { path: string; label: string }[] = [
  { path: '/settings/organization', label: 'Organization' },
  { path: '/settings/terms', label: 'Terms' },
  { path: '/settings/consignment', label: 'Consignment' },
  { path: '/settings/payouts', label: 'Payouts' },
  { path: '/settings/seller-experience', label: 'Seller experience' },
  { path: '/settings/emails', label: 'Emails' },
  { path: '/settings/stores', label: 'Stores' },
  { path: '/settings/integrations', label: 'Integrations' },
  { path: '/settings/team', label: 'Team' },
  { path: '/settings/labels', label: 'Labels' },
  { path: '/settings/import-export', label: 'Import & export' },
  { path: '/settings/billing', label: 'Billing' },
];

function workspaceItems(resumeOnboarding: boolean): MenuProps['items'] {
  return [
    {
      type: 'group',
      label: 'Workspace',
      children: [
        { key: '/dashboard', icon: <DashboardOutlined />, label: 'Dashboard' },
        { key: '/checkout', icon: <ShoppingCartOutlined />, label: 'Sell' },
        { key: '/deliveries/timeline', icon: <CalendarOutlined />, label: 'Deliveries' },
        { key: '/products', icon: <TagsOutlined />, label: 'Products' },
        { key: '/sellers', icon: <TeamOutlined />, label: 'Sellers' },
        { key: '/payouts', icon: <WalletOutlined />, label: 'Payouts' },
      ],
    },
    { type: 'divider' },
    ...(resumeOnboarding ? [{ key: '/onboarding-wizard', icon: <RocketOutlined />, label: 'Resume onboarding' }] : []),
    { key: '/help', icon: <QuestionCircleOutlined />, label: 'Help' },
    { key: '/settings/organization', icon: <SettingOutlined />, label: 'Settings' },
  ];
}

const settingsItems: MenuProps['items'] = [
  { key: '/', icon: <ArrowLeftOutlined />, label: 'Back to app' },
  { type: 'group', label: 'Settings', children: SETTINGS_LINKS.map((link) => ({ key: link.path, label: link.label })) },
];

/** The menu entry a path belongs to, e.g. /settings/store/{id}/deliveries → /settings/stores. */
function selectedKey(pathname: string): string {
  if (pathname.startsWith('/settings/store/')) return '/settings/stores';
  if (pathname.startsWith('/deliveries')) return '/deliveries/timeline';
  const keys = [
    '/dashboard',
    '/checkout',
    '/products',
    '/sellers',
    '/payouts',
    '/help',
    '/onboarding-wizard',
    ...SETTINGS_LINKS.map((l) => l.path),
  ];
  return keys.find((key) => pathname === key || pathname.startsWith(`${key}/`)) ?? '/dashboard';
}

/** The staff area owns its router: the seller portal, one page at any path, never loads react-router. */
export default function StaffArea() {
  return (
    <BrowserRouter>
      <StaffShell />
    </BrowserRouter>
  );
}

/** The staff back office (role coworker): sidebar, pages, search palette and the sheet stack (SPEC §2). */
export function StaffShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [logout] = useLogoutMutation();
  const billing = useGetBillingStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const onboarding = useGetOnboardingStatusQuery();
  const organization = useGetOrganizationQuery();
  const page = useRoutes(staffRoutes);
  const section = sectionOf(location.pathname);
  const { token } = theme.useToken();

  if (billing.isLoading) return <LoadingScreen />;
  const redirect = billingRedirect(location.pathname, billing.data);
  if (redirect) return <Navigate to={redirect} replace />;

  const flag = onboarding.data?.onboarding_flag;
  const items = section === 'settings' ? settingsItems : workspaceItems(flag === 'skipped' || flag === 'pending');
  const openSearch = () => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));

  return (
    // The organization's saved brand colour is the back office's primary (made readable in brandTheme).
    <ConfigProvider theme={brandTheme(organization.data?.brand.primaryColor)}>
      <Layout style={{ minHeight: '100vh' }} data-section={section}>
        <Layout.Sider
          width={232}
          theme="light"
          breakpoint="lg"
          collapsedWidth={0}
          style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Flex vertical style={{ height: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0, padding: '20px 24px 12px' }} ellipsis>
              {organization.data?.name ?? 'Consign'}
            </Typography.Title>
            <Button icon={<SearchOutlined />} style={{ margin: '0 16px 8px', justifyContent: 'flex-start' }} onClick={openSearch}>
              Search{' '}
              <Typography.Text type="secondary" style={{ marginLeft: 'auto' }} keyboard>
                Ctrl K
              </Typography.Text>
            </Button>
            <DefaultStorePicker />
            <nav aria-label="Main" style={{ flex: 1 }}>
              <Menu
                mode="inline"
                items={items}
                selectedKeys={[selectedKey(location.pathname)]}
                onClick={({ key }) => navigate(key)}
                style={{ borderInlineEnd: 'none' }}
              />
            </nav>
            <Flex vertical gap={4} style={{ padding: 16, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
              <Typography.Text type="secondary" ellipsis>
                {user?.email}
              </Typography.Text>
              <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
                Log out
              </Button>
              <LogOutEverywhere />
            </Flex>
          </Flex>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <ErrorBoundary>
            <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
          </ErrorBoundary>
        </Layout.Content>
        <SheetHost />
        <SearchPalette />
        <VersionWatcher />
      </Layout>
    </ConfigProvider>
  );
}

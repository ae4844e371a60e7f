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
import type { TFunction } from 'i18next';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useLogoutMutation } from '../api/auth.api';
import { LogOutEverywhere } from '../features/auth/LogOutEverywhere';
import { ShopSwitcher } from '../components/ShopSwitcher';
import { useGetBillingStatusQuery, useGetOnboardingStatusQuery } from '../api/onboarding.api';
import { useGetOrganizationQuery } from '../api/organization.api';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/LoadingScreen';
import { useSession } from '../api/session';
import { OPEN_SEARCH_EVENT, SearchPalette } from '../features/search/SearchPalette';
import { DefaultStorePicker } from '../features/settings/DefaultStorePicker';
import { VersionWatcher } from '../features/updates/VersionWatcher';
import { SheetHost } from '../sheets/SheetHost';
import { billingRedirect, sectionOf } from './routing-rules';
import { staffRoutes } from './staff-routes';
import { brandTheme } from './theme';

const LanguageSelect = lazy(() => import('../components/LanguageSelect').then((m) => ({ default: m.LanguageSelect })));

/** SPEC §2 'Settings area', in sidebar order: path and the key of its label (common:nav.settingsLinks). */
const SETTINGS_LINKS = [
  { path: '/settings/organization', label: 'organization' },
  { path: '/settings/terms', label: 'terms' },
  { path: '/settings/consignment', label: 'consignment' },
  { path: '/settings/payouts', label: 'payouts' },
  { path: '/settings/seller-experience', label: 'sellerExperience' },
  { path: '/settings/emails', label: 'emails' },
  { path: '/settings/stores', label: 'stores' },
  { path: '/settings/integrations', label: 'integrations' },
  { path: '/settings/team', label: 'team' },
  { path: '/settings/labels', label: 'labels' },
  { path: '/settings/import-export', label: 'importExport' },
  { path: '/settings/billing', label: 'billing' },
] as const;

function workspaceItems(t: TFunction, resumeOnboarding: boolean): MenuProps['items'] {
  return [
    {
      type: 'group',
      label: t('nav.workspace'),
      children: [
        { key: '/dashboard', icon: <DashboardOutlined />, label: t('nav.dashboard') },
        { key: '/checkout', icon: <ShoppingCartOutlined />, label: t('nav.sell') },
        { key: '/deliveries/timeline', icon: <CalendarOutlined />, label: t('nav.deliveries') },
        { key: '/products', icon: <TagsOutlined />, label: t('nav.products') },
        { key: '/sellers', icon: <TeamOutlined />, label: t('nav.sellers') },
        { key: '/payouts', icon: <WalletOutlined />, label: t('nav.payouts') },
      ],
    },
    { type: 'divider' },
    ...(resumeOnboarding ? [{ key: '/onboarding-wizard', icon: <RocketOutlined />, label: t('nav.resumeOnboarding') }] : []),
    { key: '/help', icon: <QuestionCircleOutlined />, label: t('nav.help') },
    { key: '/settings/organization', icon: <SettingOutlined />, label: t('nav.settings') },
  ];
}

const settingsItems = (t: TFunction): MenuProps['items'] => [
  { key: '/', icon: <ArrowLeftOutlined />, label: t('nav.backToApp') },
  {
    type: 'group',
    label: t('nav.settings'),
    children: SETTINGS_LINKS.map((link) => ({ key: link.path, label: t(`nav.settingsLinks.${link.label}`) })),
  },
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
  const { t } = useTranslation();

  if (billing.isLoading) return <LoadingScreen />;
  const redirect = billingRedirect(location.pathname, billing.data);
  if (redirect) return <Navigate to={redirect} replace />;

  const flag = onboarding.data?.onboarding_flag;
  const items = section === 'settings' ? settingsItems(t) : workspaceItems(t, flag === 'skipped' || flag === 'pending');
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
              {t('nav.search')}{' '}
              <Typography.Text type="secondary" style={{ marginLeft: 'auto' }} keyboard>
                {t('nav.searchShortcut')}
              </Typography.Text>
            </Button>
            <DefaultStorePicker />
            <nav aria-label={t('nav.main')} style={{ flex: 1 }}>
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
              <Suspense fallback={null}>
                <LanguageSelect />
              </Suspense>
              <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
                {t('nav.logOut')}
              </Button>
              <LogOutEverywhere />
            </Flex>
          </Flex>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          {/* A person in several organizations switches here, above every page (the sidebar folds away on a phone). */}
          <ShopSwitcher onSwitched={() => navigate('/')} style={{ marginBottom: 16, justifyContent: 'flex-end' }} />
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

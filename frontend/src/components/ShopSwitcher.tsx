import { ShopOutlined } from '@ant-design/icons';
import { Flex, Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchOrganizationMutation } from '../api/auth.api';
import { useNotify } from './notify';
import { useSession } from '../api/session';

/**
 * Issue 25: the organizations the signed-in person belongs to, for a person in more than one (else nothing).
 * Choosing one swaps the session for that organization's; `onSwitched` then takes them to its home.
 */
export function ShopSwitcher({ onSwitched, style }: { onSwitched?: () => void; style?: CSSProperties }) {
  const { t } = useTranslation(['common', 'messages']);
  const { user } = useSession();
  const notify = useNotify();
  const [switchOrganization, { isLoading }] = useSwitchOrganizationMutation();
  const memberships = user?.memberships ?? [];
  if (memberships.length < 2) return null;
  const current = memberships.find((m) => m.slug === user?.orgSlug);

  const choose = async (organizationId: string) => {
    if (organizationId === current?.organizationId) return;
    try {
      await switchOrganization({ organizationId }).unwrap();
      onSwitched?.();
    } catch (error) {
      notify.error(error, t('shops.failed'));
    }
  };

  return (
    <Flex align="center" gap={8} style={style}>
      <ShopOutlined aria-hidden />
      <Select
        aria-label={t('shops.label')}
        value={current?.organizationId}
        loading={isLoading}
        disabled={isLoading}
        onChange={(id: string) => void choose(id)}
        options={memberships.map((m) => ({
          value: m.organizationId,
          label: m.role === 'coworker' ? t('shops.asStaff', { name: m.name }) : m.name,
        }))}
        popupMatchSelectWidth={false}
        style={{ flex: 1, minWidth: 0, maxWidth: 320 }}
      />
    </Flex>
  );
}

import { ShopOutlined } from '@ant-design/icons';
import { Flex, Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchOrganizationMutation } from '../api/auth.api';
import { useNotify } from './notify';
import { useSession } from '../api/session';

export interface ShopSwitcherProps {
  /** After the session is the chosen organization's: take them to its home. */
  onSwitched?: () => void;
  style?: CSSProperties;
}

/** The switch itself (ShopSwitcher loads it only for a person in more than one organization). */
export default function ShopSwitcherSelect({ onSwitched, style }: ShopSwitcherProps) {
  const { t } = useTranslation(['common', 'messages']);
  const { user } = useSession();
  const notify = useNotify();
  const [switchOrganization, { isLoading }] = useSwitchOrganizationMutation();
  const memberships = user?.memberships ?? [];
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

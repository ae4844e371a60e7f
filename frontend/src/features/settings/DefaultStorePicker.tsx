import { ShopOutlined } from '@ant-design/icons';
import { Button, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListStoresMinimalQuery } from '../../api/stores.api';
import { readDefaultStore, shouldAskDefaultStore, useDefaultStore, writeDefaultStore } from '../../components/default-store';

/**
 * The default store (SPEC §2): asked once per day, shown as a button that opens the same dialog to change it.
 * Only when there is more than one store: with one, every form starts with it anyway.
 */
export function DefaultStorePicker() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(shouldAskDefaultStore);
  const { data: stores = [] } = useListStoresMinimalQuery();
  const current = useDefaultStore();
  const [choice, setChoice] = useState<string | null>(current);
  const close = (storeId: string | null) => {
    writeDefaultStore(storeId);
    setOpen(false);
  };
  if (stores.length <= 1) return null;
  const name = stores.find((s) => s.id === current)?.name;
  return (
    <>
      <Button
        icon={<ShopOutlined />}
        aria-label={name ? t('defaultStore.button', { name }) : t('defaultStore.buttonNone')}
        title={t('defaultStore.change')}
        style={{ margin: '0 16px 8px', justifyContent: 'flex-start' }}
        onClick={() => {
          setChoice(readDefaultStore());
          setOpen(true);
        }}
      >
        <Typography.Text ellipsis type={name ? undefined : 'secondary'}>
          {name ?? t('defaultStore.choose')}
        </Typography.Text>
      </Button>
      <Modal
        title={t('defaultStore.question')}
        open={open}
        okText={t('defaultStore.use')}
        okButtonProps={{ disabled: !choice }}
        onOk={() => close(choice)}
        cancelText={t('defaultStore.notNow')}
        onCancel={() => close(readDefaultStore())}
      >
        <Typography.Paragraph type="secondary">{t('defaultStore.help')}</Typography.Paragraph>
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)}>
          <Space orientation="vertical">
            {stores.map((s) => (
              <Radio key={s.id} value={s.id}>
                {s.name}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Modal>
    </>
  );
}

import { Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useListStoresMinimalQuery } from '../../api/stores.api';
import { readDefaultStore, shouldAskDefaultStore, writeDefaultStore } from './default-store';

/** The default-store dialog, once per day (SPEC §2); only asked when there is more than one store. */
export function DefaultStorePicker() {
  const [ask, setAsk] = useState(shouldAskDefaultStore);
  const { data: stores = [] } = useListStoresMinimalQuery(undefined, { skip: !ask });
  const [choice, setChoice] = useState<string | null>(readDefaultStore);
  const close = (storeId: string | null) => {
    writeDefaultStore(storeId);
    setAsk(false);
  };
  return (
    <Modal
      title="Which store are you working in today?"
      open={ask && stores.length > 1}
      okText="Use this store"
      okButtonProps={{ disabled: !choice }}
      onOk={() => close(choice)}
      cancelText="Not now"
      onCancel={() => close(readDefaultStore())}
    >
      <Typography.Paragraph type="secondary">New products and deliveries start with this store.</Typography.Paragraph>
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
  );
}

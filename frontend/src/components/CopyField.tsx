import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §9: the copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;

/** A value that copies itself on click and says 'Copied' for 2 s (SPEC §2 seller details). */
export function CopyField({ value, label, display }: { value: string | null | undefined; label: string; display?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Button
      type="text"
      size="small"
      aria-label={t('actions.copy', { label })}
      onClick={() => void copy()}
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      iconPlacement="end"
      style={{ paddingInline: 4, height: 'auto' }}
    >
      {display ?? value}
      {copied ? <Typography.Text type="success"> {t('actions.copied')}</Typography.Text> : null}
    </Button>
  );
}

import { Button, Flex, Modal, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import type { OrganizationView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useGetTermsQuery } from '../../api/settings.api';
import { RichText } from '../../components/RichText';
import { ShopSwitcher } from '../../components/ShopSwitcher';
import { useLogOut } from './use-log-out';

/** SPEC §2 portal header: the organization's logo (or name), Terms and Log out; a person in several shops switches here. */
export function PortalHeader({ organization }: { organization: OrganizationView | undefined }) {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const { logOut, isLoading } = useLogOut(organization);
  const [termsOpen, setTermsOpen] = useState(false);
  const logo = organization?.brand.logoUrl ?? organization?.brand.logo;
  const { token } = theme.useToken();

  return (
    <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: '8px 16px' }}>
      <Flex align="center" justify="space-between" gap={8} wrap style={{ maxWidth: 1200, margin: '0 auto', minHeight: 48 }}>
        {logo ? (
          <img src={logo} alt={organization?.name ?? t('header.logo')} style={{ maxHeight: 40, maxWidth: 160, objectFit: 'contain' }} />
        ) : (
          // The whole name, on two lines if it must (a little smaller on a phone): cut, 'Demo Res…' is no one's shop.
          // Never broken inside a word ('Consignmen|t'): its narrowest is its longest word (a flex item's automatic
          // minimum; antd's word-break: break-word would let it shrink below), and when that does not fit beside
          // the buttons, they move to the next line instead.
          <Typography.Title
            level={4}
            style={{
              margin: 0,
              flex: '1 1 0',
              wordBreak: 'normal',
              overflowWrap: 'break-word',
              fontSize: 'clamp(16px, 4.5vw + 2px, 20px)',
            }}
          >
            {organization?.name ?? ''}
          </Typography.Title>
        )}
        <Flex gap={4} style={{ flex: 'none', marginLeft: 'auto' }}>
          <Button type="text" onClick={() => setTermsOpen(true)}>
            {t('header.terms')}
          </Button>
          <Button onClick={() => void logOut()} loading={isLoading}>
            {t('header.logOut')}
          </Button>
        </Flex>
        <ShopSwitcher style={{ flex: '1 1 100%' }} />
      </Flex>
      <Modal title={t('header.terms')} open={termsOpen} onCancel={() => setTermsOpen(false)} footer={null} destroyOnHidden>
        <TermsContent />
      </Modal>
    </header>
  );
}

export function TermsContent() {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const { data, isLoading } = useGetTermsQuery();
  if (isLoading) return <Spin />;
  if (!data?.content.length) return <Typography.Paragraph>{t('messages:empty.noTerms')}</Typography.Paragraph>;
  return (
    <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
      <RichText content={data.content} />
    </div>
  );
}

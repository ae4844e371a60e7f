import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES, type OrganizationView } from '@consign/contracts';
import { useLogoutMutation } from '../../api/auth.api';
import { useGetTermsQuery } from '../../api/settings.api';
import { RichText } from '../../components/RichText';

/** SPEC §2 portal header: the organization's logo (or name), Terms and Log out. */
export function PortalHeader({ organization }: { organization: OrganizationView | undefined }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const [termsOpen, setTermsOpen] = useState(false);
  const logo = organization?.brand.logoUrl ?? organization?.brand.logo;

  const logOut = async () => {
    // Read before logging out: logging out clears every cached answer, the organization's too.
    const forward = organization?.config.forwardUrlLogOut;
    await logout();
    if (forward) window.location.assign(forward);
  };

  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #e8ecea', padding: '8px 16px' }}>
      <Flex align="center" justify="space-between" gap={8} style={{ maxWidth: 1200, margin: '0 auto', minHeight: 48 }}>
        {logo ? (
          <img src={logo} alt={organization?.name ?? 'Logo'} style={{ maxHeight: 40, maxWidth: 160, objectFit: 'contain' }} />
        ) : (
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {organization?.name ?? ''}
          </Typography.Title>
        )}
        <Flex gap={4}>
          <Button type="text" onClick={() => setTermsOpen(true)}>
            Terms
          </Button>
          <Button onClick={() => void logOut()} loading={isLoading}>
            Log out
          </Button>
        </Flex>
      </Flex>
      <Modal title="Terms" open={termsOpen} onCancel={() => setTermsOpen(false)} footer={null} destroyOnHidden>
        <TermsContent />
      </Modal>
    </header>
  );
}

export function TermsContent() {
  const { data, isLoading } = useGetTermsQuery();
  if (isLoading) return <Spin />;
  if (!data?.content.length) return <Typography.Paragraph>{MESSAGES.empty.noTerms}</Typography.Paragraph>;
  return (
    <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
      <RichText content={data.content} />
    </div>
  );
}

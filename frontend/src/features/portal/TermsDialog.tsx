import { Button, Modal } from 'antd';
import { MESSAGES } from '@consign/contracts';
import { useNotify } from '../../components/notify';
import { useAcceptTermsMutation, useGetTermsAcceptanceQuery } from '../../api/portal.api';
import { TermsContent } from './PortalHeader';

/**
 * SPEC §4 Terms: when the seller never accepted, or the latest terms are newer than the acceptance,
 * the terms stay in front of the portal until 'Accept terms' stores the current time.
 */
export function TermsDialog() {
  const notify = useNotify();
  const { data } = useGetTermsAcceptanceQuery();
  const [accept, { isLoading }] = useAcceptTermsMutation();

  const onAccept = async () => {
    try {
      await accept().unwrap();
    } catch (error) {
      notify.error(error, MESSAGES.common.unexpected);
    }
  };

  return (
    <Modal
      title="Terms"
      open={Boolean(data?.mustAccept)}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" loading={isLoading} onClick={() => void onAccept()}>
          Accept terms
        </Button>
      }
    >
      <TermsContent />
    </Modal>
  );
}

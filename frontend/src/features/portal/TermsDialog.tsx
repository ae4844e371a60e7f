import { Button, Modal } from 'antd';
import { MESSAGES } from '@consign/contracts';
import { useNotify } from '../../components/notify';
import { useAcceptTermsMutation, useGetTermsAcceptanceQuery } from '../../api/portal.api';
import { TermsContent } from './PortalHeader';
import { useLogOut } from './use-log-out';

/**
 * SPEC §4 Terms: when the seller never accepted, or the latest terms are newer than the acceptance,
 * the terms stay in front of the portal until 'Accept terms' stores the current time, or the seller logs out.
 */
export function TermsDialog() {
  const notify = useNotify();
  const { data } = useGetTermsAcceptanceQuery();
  const [accept, { isLoading }] = useAcceptTermsMutation();
  // The way out for a seller who does not accept (the dialog covers the header's Log out).
  const { logOut, isLoading: loggingOut } = useLogOut();

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
        <>
          <Button loading={loggingOut} onClick={() => void logOut()}>
            Log out
          </Button>
          <Button type="primary" loading={isLoading} onClick={() => void onAccept()}>
            Accept terms
          </Button>
        </>
      }
    >
      <TermsContent />
    </Modal>
  );
}

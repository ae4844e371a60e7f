import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { useAcceptTermsMutation, useGetTermsAcceptanceQuery } from '../../api/portal.api';
import { TermsContent } from './PortalHeader';
import { useLogOut } from './use-log-out';

/**
 * SPEC §4 Terms: when the seller never accepted, or the latest terms are newer than the acceptance,
 * the terms stay in front of the portal until 'Accept terms' stores the current time, or the seller logs out.
 */
export function TermsDialog() {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const notify = useNotify();
  const { data } = useGetTermsAcceptanceQuery();
  const [accept, { isLoading }] = useAcceptTermsMutation();
  // The way out for a seller who does not accept (the dialog covers the header's Log out).
  const { logOut, isLoading: loggingOut } = useLogOut();

  const onAccept = async () => {
    try {
      await accept().unwrap();
    } catch (error) {
      notify.error(error, t('messages:common.unexpected'));
    }
  };

  return (
    <Modal
      title={t('terms.title')}
      open={Boolean(data?.mustAccept)}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <>
          <Button loading={loggingOut} onClick={() => void logOut()}>
            {t('terms.logOut')}
          </Button>
          <Button type="primary" loading={isLoading} onClick={() => void onAccept()}>
            {t('terms.accept')}
          </Button>
        </>
      }
    >
      <TermsContent />
    </Modal>
  );
}

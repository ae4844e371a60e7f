import { errorMessage } from '../../api/api';
import { useDeleteSellerMutation } from '../../api/sellers.api';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';

/** Asks, then deletes optimistically; a failure puts the row back and says 'Failed to delete seller: …'. */
export function useDeleteSeller() {
  const { t } = useTranslation(['sellers', 'messages']);
  const ask = useConfirm();
  const notify = useNotify();
  const [remove] = useDeleteSellerMutation();
  return (seller: { id: string; fullName: string }, onDeleted?: () => void) =>
    void ask({
      title: t('delete.title', { name: seller.fullName }),
      content: t('delete.content'),
      okText: t('delete.ok'),
      danger: true,
      onOk: () => {
        onDeleted?.();
        void remove(seller.id).then((result) => {
          if ('error' in result)
            notify.error(undefined, t('delete.failed', { message: errorMessage(result.error, '') || t('messages:sellers.unknownError') }));
          else notify.success(t('delete.deleted'));
        });
      },
    });
}

import { failedToDeleteSeller } from '@consign/contracts';
import { errorMessage } from '../../api/api';
import { useDeleteSellerMutation } from '../../api/sellers.api';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';

/** Asks, then deletes optimistically; a failure puts the row back and says 'Failed to delete seller: …'. */
export function useDeleteSeller() {
  const ask = useConfirm();
  const notify = useNotify();
  const [remove] = useDeleteSellerMutation();
  return (seller: { id: string; fullName: string }, onDeleted?: () => void) =>
    void ask({
      title: `Delete ${seller.fullName}?`,
      content: 'The seller is removed from the workspace and can no longer sign in.',
      okText: 'Delete',
      danger: true,
      onOk: () => {
        onDeleted?.();
        void remove(seller.id).then((result) => {
          if ('error' in result) notify.error(undefined, failedToDeleteSeller(errorMessage(result.error, '') || undefined));
          else notify.success('Seller deleted successfully');
        });
      },
    });
}

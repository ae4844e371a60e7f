import { failedToDeleteSeller } from '@consign/contracts';
import { App } from 'antd';
import { errorMessage } from '../../api/api';
import { useDeleteSellerMutation } from '../../api/sellers.api';

/** Asks, then deletes optimistically; a failure puts the row back and says 'Failed to delete seller: …'. */
export function useDeleteSeller() {
  const { modal, message } = App.useApp();
  const [remove] = useDeleteSellerMutation();
  return (seller: { id: string; fullName: string }, onDeleted?: () => void) =>
    modal.confirm({
      title: `Delete ${seller.fullName}?`,
      content: 'The seller is removed from the workspace and can no longer sign in.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => {
        onDeleted?.();
        void remove(seller.id).then((result) => {
          if ('error' in result) void message.error(failedToDeleteSeller(errorMessage(result.error, '') || undefined));
          else void message.success('Seller deleted successfully');
        });
      },
    });
}

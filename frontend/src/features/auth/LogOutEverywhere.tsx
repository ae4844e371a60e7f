import { Button } from 'antd';
import { MESSAGES } from '@consign/contracts';
import { useLogoutEverywhereMutation } from '../../api/auth.api';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';

/** Log out everywhere, for a lost phone or a shared computer: every device signed in to this account at once. */
export function LogOutEverywhere() {
  const ask = useConfirm();
  const notify = useNotify();
  const [logOutEverywhere] = useLogoutEverywhereMutation();
  const confirm = () =>
    void ask({
      title: 'End all sessions?',
      content: 'Every device signed in to this account is logged out within seconds, this one too.',
      okText: 'End all sessions',
      danger: true,
      onOk: async () => {
        try {
          await logOutEverywhere().unwrap();
        } catch (error) {
          notify.error(error, MESSAGES.common.unexpected);
        }
      },
    });
  return (
    <Button type="text" size="small" onClick={confirm}>
      End all sessions
    </Button>
  );
}

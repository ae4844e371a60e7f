import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogoutEverywhereMutation } from '../../api/auth.api';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';

/** Log out everywhere, for a lost phone or a shared computer: every device signed in to this account at once. */
export function LogOutEverywhere() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const ask = useConfirm();
  const notify = useNotify();
  const [logOutEverywhere] = useLogoutEverywhereMutation();
  const confirm = () =>
    void ask({
      title: t('logOutEverywhere.title'),
      content: t('logOutEverywhere.content'),
      okText: t('logOutEverywhere.ok'),
      danger: true,
      onOk: async () => {
        try {
          await logOutEverywhere().unwrap();
        } catch (error) {
          notify.error(error, t('messages:common.unexpected'));
        }
      },
    });
  return (
    <Button type="text" size="small" onClick={confirm}>
      {t('logOutEverywhere.button')}
    </Button>
  );
}

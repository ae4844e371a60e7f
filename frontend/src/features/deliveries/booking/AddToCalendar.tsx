import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { DeliveryView } from '@consign/contracts';
import { useNotify } from '../../../components/notify';
import type { SessionState } from '../../../api/session.slice';

/** The delivery in the seller's calendar: Google's link for gmail addresses, else the .ics invite (SPEC §7). */
export function AddToCalendar({ delivery }: { delivery: DeliveryView }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const notify = useNotify();
  const { accessToken, user } = useSelector((state: { session: SessionState }) => state.session);
  if (delivery.googleCalendarUrl) {
    return (
      <Button href={delivery.googleCalendarUrl} target="_blank" rel="noopener noreferrer">
        {t('booking.addToCalendar')}
      </Button>
    );
  }
  // The invite needs the bearer token, which a plain link cannot carry: fetch it, then save it.
  const download = async () => {
    const url = `/api/${encodeURIComponent(user?.orgSlug ?? '')}/deliveries/${encodeURIComponent(delivery.id)}/invite.ics`;
    const res = await fetch(url, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} }).catch(() => null);
    if (!res?.ok) return notify.error(undefined, t('messages:deliveries.unexpected'));
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = 'delivery.ics';
    a.click();
    URL.revokeObjectURL(href);
  };
  return <Button onClick={() => void download()}>{t('booking.addToCalendar')}</Button>;
}

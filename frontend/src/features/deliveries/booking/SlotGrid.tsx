import { Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '@consign/contracts';
import { formatSlotTime } from './paris-time';

interface Props {
  slots: TimeSlot[];
  loading: boolean;
  /** Slots found taken when picked: greyed out (SPEC §4). */
  gone: ReadonlySet<string>;
  selected: string | null;
  busy?: boolean;
  onPick: (slot: TimeSlot) => void;
}

/** The day's time slots in a 3-column grid (SPEC §9), in Paris time. */
export function SlotGrid({ slots, loading, gone, selected, busy, onPick }: Props) {
  const { t } = useTranslation(['deliveries', 'messages']);
  if (loading) return <Spin />;
  if (slots.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noSlotsForDate')} />;
  if (slots.every((slot) => gone.has(slot.from))) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noSlotsForSelection')} />;
  }
  return (
    <div role="group" aria-label={t('booking.slots')} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
      {slots.map((slot) => (
        <Button
          key={slot.from}
          type={slot.from === selected ? 'primary' : 'default'}
          aria-pressed={slot.from === selected}
          disabled={gone.has(slot.from) || busy}
          onClick={() => onPick(slot)}
        >
          {formatSlotTime(slot.from)}
        </Button>
      ))}
    </div>
  );
}

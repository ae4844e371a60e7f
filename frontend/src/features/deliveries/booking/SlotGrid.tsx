import { Button, Empty, Spin, theme } from 'antd';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '@consign/contracts';
import { longDay } from './calendar';
import { cellForKey, isMoveKey } from './grid-keys';
import { formatSlotTime } from '../../../components/paris-time';

const COLUMNS = 3;

interface Props {
  /** The day the slots are on ('YYYY-MM-DD'), named in the grid's label. */
  date: string;
  slots: TimeSlot[];
  loading: boolean;
  /** Slots found taken when picked: greyed out (SPEC §4). */
  gone: ReadonlySet<string>;
  selected: string | null;
  busy?: boolean;
  onPick: (slot: TimeSlot) => void;
}

/**
 * The day's time slots in a 3-column grid (SPEC §9), in Paris time. A WAI-ARIA grid: one Tab stop (the
 * focused, else the chosen, else the first free slot), arrows and Home/End move, Enter or Space picks.
 * A taken slot, and every slot while one is being reserved, is aria-disabled rather than disabled, so
 * the focus stays on the slot just picked instead of falling out of the form.
 */
export function SlotGrid({ date, slots, loading, gone, selected, busy, onPick }: Props) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const { token } = theme.useToken();
  const [focused, setFocused] = useState<string | null>(null);
  if (loading) return <Spin />;
  if (slots.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noSlotsForDate')} />;
  if (slots.every((slot) => gone.has(slot.from))) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noSlotsForSelection')} />;
  }
  const froms = slots.map((slot) => slot.from);
  const tabStop = [focused, selected].find((from) => from && froms.includes(from)) ?? froms.find((from) => !gone.has(from));
  const rows = Array.from({ length: Math.ceil(slots.length / COLUMNS) }, (_, r) => slots.slice(r * COLUMNS, (r + 1) * COLUMNS));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = froms.indexOf((event.target as HTMLElement).dataset.slot ?? '');
    if (index < 0 || !isMoveKey(event.key)) return;
    event.preventDefault();
    const to = froms[cellForKey(index, event.key, froms.length, COLUMNS)];
    event.currentTarget.querySelector<HTMLElement>(`[data-slot="${to}"]`)?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => setFocused((event.target as HTMLElement).dataset.slot ?? null);

  return (
    <div role="group" aria-label={t('booking.slots')}>
      <div
        role="grid"
        aria-label={t('booking.slotsOn', { date: longDay(date) })}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`, gap: 8 }}
      >
        {rows.map((row) => (
          <div key={row[0]!.from} role="row" style={{ display: 'contents' }}>
            {row.map((slot) => {
              const unavailable = gone.has(slot.from) || busy;
              return (
                <span
                  key={slot.from}
                  role="gridcell"
                  aria-selected={slot.from === selected}
                  aria-disabled={unavailable || undefined}
                  style={{ display: 'grid' }}
                >
                  <Button
                    type={slot.from === selected ? 'primary' : 'default'}
                    aria-pressed={slot.from === selected}
                    aria-disabled={unavailable || undefined}
                    tabIndex={slot.from === tabStop ? 0 : -1}
                    data-slot={slot.from}
                    onClick={() => {
                      if (!unavailable) onPick(slot);
                    }}
                    // antd greys out only a disabled button; this one keeps its focus.
                    style={
                      unavailable
                        ? {
                            color: token.colorTextDisabled,
                            background: token.colorBgContainerDisabled,
                            borderColor: token.colorBorderDisabled,
                            cursor: 'not-allowed',
                          }
                        : undefined
                    }
                  >
                    {formatSlotTime(slot.from)}
                  </Button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

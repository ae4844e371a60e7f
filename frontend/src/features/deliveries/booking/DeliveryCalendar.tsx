import { Alert, Button, Flex, Typography, theme } from 'antd';
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryDateInfo as DateInfo } from '@consign/contracts';
import { bookableMonths, emptyMonthMessage, longDay, monthName, monthOf, monthWeeks, unavailableReason, weekdayNames } from './calendar';
import { dayForKey, isMoveKey } from './grid-keys';

/** The month switcher's arrows (their buttons are labelled). */
const PREVIOUS = '‹';
const NEXT = '›';

interface Props {
  datesInfo: DateInfo[];
  scheduleEndDate: string | null;
  today: string;
  value: string | null;
  onChange: (date: string) => void;
}

/**
 * A month calendar, Monday first, from the current month to the schedule's end (SPEC §9). A WAI-ARIA
 * date grid: one Tab stop (the focused, else the chosen, else the first pickable day of the month),
 * arrows, Home/End and PageUp/PageDown move between pickable days, Enter or Space picks.
 */
export function DeliveryCalendar({ datesInfo, scheduleEndDate, today, value, onChange }: Props) {
  const months = useMemo(() => bookableMonths(today, scheduleEndDate), [today, scheduleEndDate]);
  const [month, setMonth] = useState(() => (value && months.includes(monthOf(value)) ? monthOf(value) : months[0]!));
  const byDate = useMemo(() => new Map(datesInfo.map((d) => [d.date, d])), [datesInfo]);
  const index = months.indexOf(month);
  const empty = emptyMonthMessage(datesInfo, month, today);
  const { token } = theme.useToken();
  const { t } = useTranslation('deliveries');
  const title = monthName(month);
  const grid = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  // A day the keys moved to, focused once it is rendered (it may be in the month about to be shown).
  const moveTo = useRef<string | null>(null);
  useEffect(() => {
    if (!moveTo.current) return;
    grid.current?.querySelector<HTMLElement>(`[data-date="${moveTo.current}"]`)?.focus();
    moveTo.current = null;
  });

  const canPick = (date: string) => unavailableReason(date, byDate.get(date), today) === null;
  const days = monthWeeks(month).flat();
  const tabStop = [focused, value].find((d) => d && monthOf(d) === month && canPick(d)) ?? days.find((d) => d && canPick(d));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).dataset.date;
    if (!from || !isMoveKey(event.key)) return;
    event.preventDefault();
    const to = dayForKey(from, event.key, months, canPick);
    if (to === from) return;
    setMonth(monthOf(to));
    setFocused(to);
    moveTo.current = to;
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => setFocused((event.target as HTMLElement).dataset.date ?? null);

  return (
    <div>
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Button type="text" aria-label={t('calendar.previousMonth')} disabled={index <= 0} onClick={() => setMonth(months[index - 1]!)}>
          {PREVIOUS}
        </Button>
        <Typography.Text strong>{title.charAt(0).toUpperCase() + title.slice(1)}</Typography.Text>
        <Button
          type="text"
          aria-label={t('calendar.nextMonth')}
          disabled={index >= months.length - 1}
          onClick={() => setMonth(months[index + 1]!)}
        >
          {NEXT}
        </Button>
      </Flex>
      {/* A real ARIA grid: rows of column headers and cells (display: contents keeps the 7-column CSS grid). */}
      <div
        ref={grid}
        role="grid"
        aria-label={t('calendar.grid')}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}
      >
        <div role="row" style={{ display: 'contents' }}>
          {weekdayNames().map((d) => (
            <Typography.Text key={d} type="secondary" style={{ textAlign: 'center', fontSize: 12 }} role="columnheader">
              {d}
            </Typography.Text>
          ))}
        </div>
        {monthWeeks(month).map((week, w) => (
          <div key={week.find(Boolean) ?? w} role="row" style={{ display: 'contents' }}>
            {week.map((date, i) => {
              if (!date) return <span key={`blank-${i}`} role="gridcell" />;
              const reason = unavailableReason(date, byDate.get(date), today);
              const label = longDay(date);
              return (
                <span
                  key={date}
                  role="gridcell"
                  aria-selected={date === value}
                  aria-disabled={reason !== null || undefined}
                  style={{ display: 'grid' }}
                >
                  <Button
                    size="small"
                    type="text"
                    aria-label={reason ? t('calendar.unavailableDay', { date: label, reason: t(`calendar.reason.${reason}`) }) : label}
                    title={reason === 'excluded' ? t('calendar.excludedTitle') : undefined}
                    aria-pressed={date === value}
                    disabled={reason !== null}
                    tabIndex={date === tabStop ? 0 : -1}
                    data-date={date}
                    data-reason={reason ?? undefined}
                    onClick={() => onChange(date)}
                    // The chosen day is coloured here, not by type="primary": antd wraps only a bordered button
                    // in its wave effect, so switching type would remount the button and drop its focus.
                    // An excluded day is struck through on a tinted cell; a past one is only faded.
                    style={{
                      height: 36,
                      padding: 0,
                      ...(date === value ? { background: token.colorPrimary, color: token.colorTextLightSolid } : {}),
                      ...(reason === 'excluded'
                        ? { textDecoration: 'line-through', background: token.colorErrorBg, color: token.colorErrorText }
                        : {}),
                      ...(reason === 'past' ? { color: token.colorTextQuaternary } : {}),
                    }}
                  >
                    {Number(date.slice(8))}
                  </Button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {empty ? <Alert type="info" showIcon title={empty} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}

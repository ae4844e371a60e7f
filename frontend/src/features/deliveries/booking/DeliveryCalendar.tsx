import { Alert, Button, Flex, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryDateInfo as DateInfo } from '@consign/contracts';
import { bookableMonths, emptyMonthMessage, longDay, monthName, monthOf, monthWeeks, unavailableReason, weekdayNames } from './calendar';

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

/** A month calendar, Monday first, from the current month to the schedule's end (SPEC §9). */
export function DeliveryCalendar({ datesInfo, scheduleEndDate, today, value, onChange }: Props) {
  const months = useMemo(() => bookableMonths(today, scheduleEndDate), [today, scheduleEndDate]);
  const [month, setMonth] = useState(() => (value && months.includes(monthOf(value)) ? monthOf(value) : months[0]!));
  const byDate = useMemo(() => new Map(datesInfo.map((d) => [d.date, d])), [datesInfo]);
  const index = months.indexOf(month);
  const empty = emptyMonthMessage(datesInfo, month, today);
  const { token } = theme.useToken();
  const { t } = useTranslation('deliveries');
  const title = monthName(month);

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
      <div role="grid" aria-label={t('calendar.grid')} style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}>
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
                <span key={date} role="gridcell" style={{ display: 'grid' }}>
                  <Button
                    size="small"
                    type={date === value ? 'primary' : 'text'}
                    aria-label={reason ? t('calendar.unavailableDay', { date: label, reason: t(`calendar.reason.${reason}`) }) : label}
                    title={reason === 'excluded' ? t('calendar.excludedTitle') : undefined}
                    aria-pressed={date === value}
                    disabled={reason !== null}
                    data-reason={reason ?? undefined}
                    onClick={() => onChange(date)}
                    // An excluded day is struck through on a tinted cell; a past one is only faded.
                    style={{
                      height: 36,
                      padding: 0,
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

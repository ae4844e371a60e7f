import { Alert, Button, Flex, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { DeliveryDateInfo as DateInfo } from '@consign/contracts';
import { bookableMonths, emptyMonthMessage, monthOf, monthWeeks, unavailableReason } from './calendar';

const REASON_TEXT = { past: 'past', excluded: 'no deliveries this day', closed: 'not available' } as const;

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

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

  return (
    <div>
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Button type="text" aria-label="Previous month" disabled={index <= 0} onClick={() => setMonth(months[index - 1]!)}>
          ‹
        </Button>
        <Typography.Text strong>{dayjs(`${month}-01`).format('MMMM YYYY')}</Typography.Text>
        <Button type="text" aria-label="Next month" disabled={index >= months.length - 1} onClick={() => setMonth(months[index + 1]!)}>
          ›
        </Button>
      </Flex>
      {/* A real ARIA grid: rows of column headers and cells (display: contents keeps the 7-column CSS grid). */}
      <div role="grid" aria-label="Delivery dates" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}>
        <div role="row" style={{ display: 'contents' }}>
          {WEEKDAYS.map((d) => (
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
              const label = dayjs(date).format('D MMMM YYYY');
              return (
                <span key={date} role="gridcell" style={{ display: 'grid' }}>
                  <Button
                    size="small"
                    type={date === value ? 'primary' : 'text'}
                    aria-label={reason ? `${label}, ${REASON_TEXT[reason]}` : label}
                    title={reason === 'excluded' ? 'No deliveries this day' : undefined}
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

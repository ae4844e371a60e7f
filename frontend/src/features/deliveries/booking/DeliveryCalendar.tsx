import { Alert, Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { DeliveryDateInfo as DateInfo } from '@consign/contracts';
import { bookableMonths, emptyMonthMessage, isSelectable, monthOf, monthWeeks } from './calendar';

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

  return (
    <div>
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Button
          type="text"

          aria-label="Previous month"
          disabled={index <= 0}
          onClick={() => setMonth(months[index - 1]!)}
        >
          ‹
        </Button>
        <Typography.Text strong>{dayjs(`${month}-01`).format('MMMM YYYY')}</Typography.Text>
        <Button
          type="text"

          aria-label="Next month"
          disabled={index >= months.length - 1}
          onClick={() => setMonth(months[index + 1]!)}
        >
          ›
        </Button>
      </Flex>
      <div role="grid" aria-label="Delivery dates" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}>
        {WEEKDAYS.map((d) => (
          <Typography.Text key={d} type="secondary" style={{ textAlign: 'center', fontSize: 12 }} role="columnheader">
            {d}
          </Typography.Text>
        ))}
        {monthWeeks(month)
          .flat()
          .map((date, i) =>
            date ? (
              <Button
                key={date}
                size="small"
                type={date === value ? 'primary' : 'text'}
                aria-label={dayjs(date).format('D MMMM YYYY')}
                aria-pressed={date === value}
                disabled={!isSelectable(byDate.get(date), today)}
                onClick={() => onChange(date)}
                style={{ height: 36, padding: 0 }}
              >
                {Number(date.slice(8))}
              </Button>
            ) : (
              <span key={`blank-${i}`} />
            ),
          )}
      </div>
      {empty ? <Alert type="info" showIcon title={empty} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}

import { types } from 'pg';
import { parseTimestamptz, readTimestamptzFast } from '../src/db/timestamps';

// pg's own parser (postgres-date), read before this process's is replaced.
const general = types.getTypeParser(1184, 'text') as (text: string) => Date | number;

const asRead = (value: Date | number) => (value instanceof Date ? value.getTime() : value);

test('a timestamptz reads as pg reads it, in every form Postgres writes one', () => {
  const written = [
    '2026-11-29 20:17:29.699363+00',
    '2026-11-29 20:17:29.699+00',
    '2026-11-29 20:17:29.5+00',
    '2026-11-29 20:17:29.05+00',
    '2026-11-29 20:17:29.000001+00',
    '2026-11-29 20:17:29+00',
    '2024-02-29 23:59:59.999999+00',
    '1970-01-01 00:00:00+00',
    '0950-06-15 12:00:00+00',
    // Not a UTC session's ISO form: the general parser's.
    '2026-11-29 21:17:29.699363+01',
    '2026-11-29 20:47:29+00:30',
    '0099-03-01 10:00:00+00',
    '0044-03-15 12:00:00+00 BC',
    '10000-01-01 00:00:00+00',
    'infinity',
    '-infinity',
  ];
  for (const text of written) expect([text, asRead(parseTimestamptz(text))]).toEqual([text, asRead(general(text))]);
  expect(parseTimestamptz('2026-11-29 20:17:29.699363+00').toISOString()).toBe('2026-11-29T20:17:29.699Z');
  expect(parseTimestamptz('2026-11-29 21:17:29.5+01').toISOString()).toBe('2026-11-29T20:17:29.500Z');
});

test('pg reads timestamptz columns with it once a pool is made (readTimestamptzFast, which connectDb calls)', () => {
  readTimestamptzFast();
  expect(types.getTypeParser(1184, 'text')).toBe(parseTimestamptz);
});

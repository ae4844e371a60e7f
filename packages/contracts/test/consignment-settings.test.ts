import { addDays, consignmentSectionSchema, expiresSoon } from '../src';

const parse = (patch: Record<string, unknown>) => consignmentSectionSchema.safeParse(patch);
const messages = (patch: Record<string, unknown>) => {
  const r = parse(patch);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

test('a new organization has no markdowns, returns expired items to the seller and gives a week of notice', () => {
  expect(consignmentSectionSchema.parse({})).toMatchObject({ markdowns: [], expiryAction: 'return_to_seller', expiryNoticeDays: 7 });
});

test('a schedule of up to five steps, each later and deeper than the one before, is accepted', () => {
  const steps = [
    { afterDays: 14, percent: 10 },
    { afterDays: 30, percent: 20 },
    { afterDays: 45, percent: 30 },
    { afterDays: 60, percent: 50 },
    { afterDays: 80, percent: 90 },
  ];
  expect(parse({ markdowns: steps }).success).toBe(true);
  expect(messages({ markdowns: [...steps, { afterDays: 90, percent: 90 }] })).toContain('At most 5 markdown steps');
});

test('steps out of range or not increasing are refused with a clear message', () => {
  expect(messages({ markdowns: [{ afterDays: 0, percent: 10 }] })).toEqual(['A markdown comes at least 1 day after the item is received']);
  expect(messages({ markdowns: [{ afterDays: 5, percent: 0 }] })).toEqual(['A markdown is between 1 and 90 %']);
  expect(messages({ markdowns: [{ afterDays: 5, percent: 91 }] })).toEqual(['A markdown is between 1 and 90 %']);
  const later = 'Each markdown step comes later and takes more off than the one before';
  expect(
    messages({
      markdowns: [
        { afterDays: 30, percent: 10 },
        { afterDays: 30, percent: 20 },
      ],
    }),
  ).toEqual([later]);
  expect(
    messages({
      markdowns: [
        { afterDays: 10, percent: 20 },
        { afterDays: 30, percent: 20 },
      ],
    }),
  ).toEqual([later]);
});

test('the expiry action is one of three and the notice is 0–60 days', () => {
  for (const expiryAction of ['return_to_seller', 'donate', 'store_owned']) expect(parse({ expiryAction }).success).toBe(true);
  expect(parse({ expiryAction: 'burn' }).success).toBe(false);
  expect(messages({ expiryNoticeDays: 61 })).toEqual(['The notice is between 0 and 60 days before expiry']);
  expect(messages({ expiryNoticeDays: -1 })).toEqual(['The notice is between 0 and 60 days before expiry']);
});

test('expiring soon counts Paris calendar days, across the spring daylight-saving change', () => {
  // 2027-03-28 is the spring change in Paris; a week's notice from 2027-03-24 reaches 2027-03-31 inclusive.
  const now = new Date('2027-03-24T22:30:00Z'); // already 2027-03-24 23:30 in Paris
  expect(expiresSoon(new Date('2027-03-31T21:59:00Z'), now, 7)).toBe(true); // 23:59 on the 31st in Paris
  expect(expiresSoon(new Date('2027-03-31T22:00:00Z'), now, 7)).toBe(false); // 00:00 on 1 April in Paris
  expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
  expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
});

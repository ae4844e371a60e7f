import { checkExpiry, parseExpiry, PRODUCT_RULE_MESSAGES } from '../src/domain/product-rules';

// At 00:30 in Paris the UTC date is still yesterday's: the rule must read the Paris day.
describe.each([
  { season: 'winter', now: '2026-01-14T23:30:00Z', today: '2026-01-15', yesterday: '2026-01-14' },
  { season: 'summer', now: '2026-07-14T22:30:00Z', today: '2026-07-15', yesterday: '2026-07-14' },
  { season: 'spring-forward night', now: '2026-03-28T23:30:00Z', today: '2026-03-29', yesterday: '2026-03-28' },
])('expiry at 00:30 Paris time ($season)', ({ now, today, yesterday }) => {
  test('yesterday is refused as an expiry date', () => {
    expect(() => checkExpiry(parseExpiry(yesterday), { today: new Date(now) })).toThrow(PRODUCT_RULE_MESSAGES.expiryBeforeToday);
  });
  test('today is accepted', () => {
    expect(() => checkExpiry(parseExpiry(today), { today: new Date(now) })).not.toThrow();
  });
  test('on edit, the creation day is the Paris day of the creation instant', () => {
    expect(() => checkExpiry(parseExpiry(yesterday), { createdAt: new Date(now) })).toThrow(PRODUCT_RULE_MESSAGES.expiryBeforeCreation);
    expect(() => checkExpiry(parseExpiry(today), { createdAt: new Date(now) })).not.toThrow();
  });
});

import { likeLiteral } from '../src/db/like';

test('a typed %, _ or \\ is matched as itself in a LIKE pattern; other text is kept', () => {
  expect(likeLiteral('50% off_sale\\x')).toBe('50\\% off\\_sale\\\\x');
  expect(likeLiteral('kari.h@gmail.com')).toBe('kari.h@gmail.com');
});

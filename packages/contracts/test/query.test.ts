import { ID_LIST_MESSAGE, idListParam } from '../src/query';

const [a, b] = ['0195f3a0-0000-7000-8000-00000000000a', '0195f3a0-0000-7000-8000-00000000000b'];

test('an id list parameter trims, drops empties, and is no filter when absent or empty', () => {
  expect(idListParam.parse(` ${a}, ${b},, `)).toEqual([a, b]);
  expect(idListParam.parse('')).toBeUndefined();
  expect(idListParam.parse(undefined)).toBeUndefined();
});

test('an id list with anything but UUIDs is refused with one message (it would otherwise reach SQL)', () => {
  for (const bad of [`${a},not-an-id`, '1', "'; drop table sellers; --", ['x', 'y']]) {
    const result = idListParam.safeParse(bad);
    expect([bad, result.success]).toEqual([bad, false]);
    expect(result.error?.issues[0]?.message).toBe(ID_LIST_MESSAGE);
  }
});

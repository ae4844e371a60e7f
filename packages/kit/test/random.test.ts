import { seededRandom, seededShuffle } from '../src/random';

test('seededRandom is mulberry32: the published sequence for seed 1, the same again for the same seed', () => {
  const next = seededRandom(1);
  expect([next(), next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  const [a, b] = [seededRandom(42), seededRandom(42)];
  expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
});

test('seededShuffle returns a permutation, the same for the same seed, and leaves its input alone', () => {
  const items = Array.from({ length: 50 }, (_, i) => i);
  const once = seededShuffle(items, 7);
  expect(seededShuffle(items, 7)).toEqual(once);
  expect(once).not.toEqual(items);
  expect([...once].sort((x, y) => x - y)).toEqual(items);
  expect(seededShuffle(items, 8)).not.toEqual(once);
  expect(items[0]).toBe(0);
});

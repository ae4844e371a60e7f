import { CLASSIFY_MAX_SIDE, scaledSize } from '../src/components/scale-image';

describe('scaledSize (photos are scaled before classification)', () => {
  test('a 3000×4000 phone photo fits 1024 on its long side, keeping its aspect ratio', () => {
    expect(scaledSize(3000, 4000, CLASSIFY_MAX_SIDE)).toEqual({ width: 768, height: 1024 });
    expect(scaledSize(4000, 3000, CLASSIFY_MAX_SIDE)).toEqual({ width: 1024, height: 768 });
    expect(scaledSize(4032, 3024, 1024)).toEqual({ width: 1024, height: 768 });
  });

  test('a small photo is never enlarged; a thin one keeps at least one pixel', () => {
    expect(scaledSize(800, 600, 1024)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1024, 1024, 1024)).toEqual({ width: 1024, height: 1024 });
    expect(scaledSize(10000, 2, 1024)).toEqual({ width: 1024, height: 1 });
  });
});

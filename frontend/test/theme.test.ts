import { DEFAULT_PRIMARY, contrastOnWhite, readablePrimary, tint } from '../src/app/theme';

describe("the organization's brand colour as the back office's primary", () => {
  test('a dark brand colour is kept as saved', () => {
    expect(readablePrimary('#123456')).toBe('#123456');
    expect(readablePrimary(DEFAULT_PRIMARY)).toBe(DEFAULT_PRIMARY);
  });

  test('a light brand colour is darkened until white text on it reaches AA (4.5:1)', () => {
    for (const saved of ['#ffeb3b', '#7fd3ff', '#ff9900', '#ffffff']) {
      const primary = readablePrimary(saved);
      expect(primary).not.toBe(saved);
      expect(contrastOnWhite(primary)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('no colour saved, or not a #rrggbb colour: the default green', () => {
    expect(readablePrimary(null)).toBe(DEFAULT_PRIMARY);
    expect(readablePrimary('red')).toBe(DEFAULT_PRIMARY);
  });
});

test('the primary stays readable on its own tint (the selected menu item)', () => {
  const contrast = (a: string, b: string) => {
    // contrastOnWhite is 1.05 / (L + 0.05): this turns it back into L + 0.05 for each colour.
    const [x, y] = [contrastOnWhite(a), contrastOnWhite(b)].map((c) => 1.05 / c);
    return Math.max(x!, y!) / Math.min(x!, y!);
  };
  for (const saved of ['#2f6f5e', '#7fd3ff', '#ff9900', '#5a3d8a']) {
    const primary = readablePrimary(saved);
    expect(contrast(primary, tint(primary, 0.1))).toBeGreaterThanOrEqual(4.5);
  }
});

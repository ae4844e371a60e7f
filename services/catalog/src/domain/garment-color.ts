import sharp from 'sharp';

export interface NamedColor {
  name: string;
  hex?: string | null;
}

type Lab = [number, number, number];
type Rgb = [number, number, number];

/**
 * Typical fabric shades (not pure screen primaries) for usual clothing colour names, English and Norwegian, keyed by
 * lower-case name. Multicolour/patterned names (multicolor, flerfarget, ...) are left out on purpose: no single hex
 * describes them, and giving them one would make them steal matches from real colours.
 */
export const COMMON_COLOR_HEX: Readonly<Record<string, string>> = Object.freeze({
  black: '#1c1c1c',
  svart: '#1c1c1c',
  sort: '#1c1c1c',
  white: '#f5f5f5',
  hvit: '#f5f5f5',
  kvit: '#f5f5f5',
  'off white': '#f0ebe0',
  offwhite: '#f0ebe0',
  cream: '#f3ead3',
  krem: '#f3ead3',
  ivory: '#f6f1e1',
  grey: '#8c8c8c',
  gray: '#8c8c8c',
  grå: '#8c8c8c',
  'light grey': '#c4c4c4',
  'light gray': '#c4c4c4',
  lysegrå: '#c4c4c4',
  'dark grey': '#4a4a4a',
  'dark gray': '#4a4a4a',
  mørkegrå: '#4a4a4a',
  charcoal: '#36393d',
  koksgrå: '#36393d',
  navy: '#1f2a44',
  'navy blue': '#1f2a44',
  marineblå: '#1f2a44',
  marine: '#1f2a44',
  'dark blue': '#22346b',
  mørkeblå: '#22346b',
  blue: '#2f5fb3',
  blå: '#2f5fb3',
  'light blue': '#9ec5e8',
  lyseblå: '#9ec5e8',
  denim: '#4f6d8f',
  turquoise: '#2ec4b6',
  turkis: '#2ec4b6',
  teal: '#1f7a7a',
  petrol: '#1f5f6b',
  red: '#c0282d',
  rød: '#c0282d',
  burgundy: '#7a1f2b',
  vinrød: '#7a1f2b',
  bordeaux: '#7a1f2b',
  green: '#2e7d32',
  grønn: '#2e7d32',
  'dark green': '#1f4d2b',
  mørkegrønn: '#1f4d2b',
  'light green': '#a5d6a7',
  lysegrønn: '#a5d6a7',
  olive: '#6b6b2e',
  oliven: '#6b6b2e',
  olivengrønn: '#6b6b2e',
  mint: '#a8e6cf',
  mintgrønn: '#a8e6cf',
  yellow: '#f2d02b',
  gul: '#f2d02b',
  mustard: '#d4a62a',
  sennep: '#d4a62a',
  sennepsgul: '#d4a62a',
  orange: '#ee7a22',
  oransje: '#ee7a22',
  coral: '#f27a6b',
  korall: '#f27a6b',
  pink: '#f0a3bc',
  rosa: '#f0a3bc',
  'hot pink': '#e0457b',
  fuchsia: '#c2185b',
  fuksia: '#c2185b',
  purple: '#6a3d9a',
  lilla: '#6a3d9a',
  violet: '#7e57c2',
  fiolett: '#7e57c2',
  lavender: '#b8a6d9',
  lavendel: '#b8a6d9',
  brown: '#6b4226',
  brun: '#6b4226',
  camel: '#c19a6b',
  kamel: '#c19a6b',
  cognac: '#9a5b2e',
  konjakk: '#9a5b2e',
  beige: '#d9c7a7',
  sand: '#d8c8a8',
  khaki: '#c3b091',
  kaki: '#c3b091',
  gold: '#c9a13b',
  gull: '#c9a13b',
  silver: '#c0c0c0',
  sølv: '#c0c0c0',
});

// D65 reference white for XYZ → Lab.
const WHITE_X = 0.95047;
const WHITE_Y = 1.0;
const WHITE_Z = 1.08883;

const SAMPLE_SIZE = 64;
const BORDER_WIDTH = 4;
const CLUSTERS = 4;
const MAX_ITERATIONS = 20;
// Gaussian centre weighting; sigma in units of the half image size, so the corners weigh ~2% of the centre.
const CENTER_SIGMA = 0.5;
// Pixels this close (CIE76) to the background colour are most likely background (or its shadow), not garment.
const BACKGROUND_DISTANCE = 12;
// Not zero, so an image that is all "background" (a plain colour, a white shirt on white) still yields its colour.
const BACKGROUND_WEIGHT = 0.02;

/** sRGB hex ('#rrggbb' or '#rgb', '#' optional) → CIELAB (D65). */
export function hexToLab(hex: string): [number, number, number] {
  return rgbToLab(parseHex(hex));
}

/** CIEDE2000 colour difference. */
export function deltaE(a: [number, number, number], b: [number, number, number]): number {
  const [l1, a1, b1] = a;
  const [l2, a2, b2] = b;
  const rad = Math.PI / 180;

  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1p = a1 * (1 + g);
  const a2p = a2 * (1 + g);
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const h1p = hueDegrees(b1, a1p);
  const h2p = hueDegrees(b2, a2p);

  const dLp = l2 - l1;
  const dCp = c2p - c1p;
  let dhp = 0;
  if (c1p * c2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp / 2) * rad);

  const lBarp = (l1 + l2) / 2;
  const cBarp = (c1p + c2p) / 2;
  let hBarp = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBarp /= 2;
    else hBarp = h1p + h2p < 360 ? (hBarp + 360) / 2 : (hBarp - 360) / 2;
  }

  const t =
    1 -
    0.17 * Math.cos((hBarp - 30) * rad) +
    0.24 * Math.cos(2 * hBarp * rad) +
    0.32 * Math.cos((3 * hBarp + 6) * rad) -
    0.2 * Math.cos((4 * hBarp - 63) * rad);
  const sl = 1 + (0.015 * (lBarp - 50) ** 2) / Math.sqrt(20 + (lBarp - 50) ** 2);
  const sc = 1 + 0.045 * cBarp;
  const sh = 1 + 0.015 * cBarp * t;
  const rt = -2 * Math.sqrt(cBarp ** 7 / (cBarp ** 7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((hBarp - 275) / 25) ** 2)) * rad);

  return Math.sqrt((dLp / sl) ** 2 + (dCp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dCp / sc) * (dHp / sh));
}

/**
 * Dominant colour of the garment in a product photo: the background is estimated from the image border, and the
 * remaining pixels are clustered (k-means in Lab) with centre pixels weighing more, since the garment is usually
 * centred. Rejects when the input is not a decodable image.
 */
export async function dominantGarmentColor(image: Buffer): Promise<{ rgb: [number, number, number]; hex: string }> {
  const { data, info } = await sharp(image, { limitInputPixels: 25_000_000 })
    .rotate()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'fill' })
    // Flattening onto white (rather than dropping alpha) keeps cut-out photos' transparent background from turning black.
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });

  const pixels: Rgb[] = [];
  for (let i = 0; i < info.width * info.height; i++) {
    const o = i * info.channels;
    pixels.push([data[o]!, data[o + 1]!, data[o + 2]!]);
  }
  const labs = pixels.map(rgbToLab);

  const background = medianLab(labs.filter((_, i) => isBorder(i % info.width, Math.floor(i / info.width), info.width, info.height)));
  const weights = labs.map((lab, i) => {
    const dx = ((i % info.width) + 0.5) / (info.width / 2) - 1;
    const dy = (Math.floor(i / info.width) + 0.5) / (info.height / 2) - 1;
    const centre = Math.exp(-(dx * dx + dy * dy) / (2 * CENTER_SIGMA ** 2));
    return centre * (distance(lab, background) < BACKGROUND_DISTANCE ? BACKGROUND_WEIGHT : 1);
  });

  const assignment = kMeans(labs, weights);
  const totals = new Array<number>(CLUSTERS).fill(0);
  assignment.forEach((cluster, i) => (totals[cluster]! += weights[i]!));
  const heaviest = totals.indexOf(Math.max(...totals));

  // Report the weighted mean in sRGB of the heaviest cluster's pixels: a real colour, no Lab → RGB gamut clipping needed.
  const sum = [0, 0, 0];
  let weight = 0;
  assignment.forEach((cluster, i) => {
    if (cluster !== heaviest) return;
    for (let c = 0; c < 3; c++) sum[c]! += pixels[i]![c]! * weights[i]!;
    weight += weights[i]!;
  });
  const rgb = sum.map((s) => Math.round(s / weight)) as Rgb;
  return { rgb, hex: toHex(rgb) };
}

/**
 * The palette entry closest (CIEDE2000) to a colour given as hex or 'rgb(r, g, b)'. Entries without a valid hex fall
 * back to COMMON_COLOR_HEX by name and are skipped when the name is unknown there; null when no entry is usable.
 */
export function nearestColor(rgbOrHex: string, palette: readonly NamedColor[]): NamedColor | null {
  const target = rgbToLab(parseColor(rgbOrHex));
  let best: NamedColor | null = null;
  let bestDistance = Infinity;
  for (const entry of palette) {
    const hex = entry.hex && HEX_PATTERN.test(entry.hex.trim()) ? entry.hex : COMMON_COLOR_HEX[normalizeName(entry.name)];
    if (!hex) continue;
    const d = deltaE(target, hexToLab(hex));
    if (d < bestDistance) {
      best = entry;
      bestDistance = d;
    }
  }
  return best;
}

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_PATTERN = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

function parseColor(value: string): Rgb {
  const rgb = RGB_PATTERN.exec(value.trim());
  if (!rgb) return parseHex(value);
  const channels = rgb.slice(1, 4).map(Number) as Rgb;
  if (channels.some((c) => c > 255)) throw new Error(`Invalid colour: ${value}`);
  return channels;
}

function parseHex(hex: string): Rgb {
  const digits = HEX_PATTERN.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Invalid hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
}

function normalizeName(name: string): string {
  // NFC so a decomposed 'å' (a + combining ring) still matches; hyphens/underscores so 'off-white' finds 'off white'.
  return name
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

function rgbToLab([r, g, b]: Rgb): Lab {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / WHITE_X;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / WHITE_Y;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / WHITE_Z;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function hueDegrees(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

/** CIE76: Euclidean in Lab, which is what k-means means minimise. */
function distance(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

function isBorder(x: number, y: number, width: number, height: number): boolean {
  return x < BORDER_WIDTH || y < BORDER_WIDTH || x >= width - BORDER_WIDTH || y >= height - BORDER_WIDTH;
}

function medianLab(labs: readonly Lab[]): Lab {
  return [0, 1, 2].map((c) => {
    const values = labs.map((lab) => lab[c]!).sort((p, q) => p - q);
    return values[Math.floor(values.length / 2)]!;
  }) as Lab;
}

/**
 * Weighted k-means; returns each point's cluster index. Deterministic greedy k-means++ seeding: start from the heaviest
 * point, then repeatedly take the point with the largest weight × squared distance to its nearest centre.
 */
function kMeans(points: readonly Lab[], weights: readonly number[]): number[] {
  const centres: Lab[] = [points[weights.indexOf(Math.max(...weights))]!];
  while (centres.length < CLUSTERS) {
    let bestIndex = 0;
    let bestScore = -1;
    points.forEach((p, i) => {
      const score = weights[i]! * Math.min(...centres.map((c) => distance(p, c))) ** 2;
      if (score > bestScore) {
        bestIndex = i;
        bestScore = score;
      }
    });
    centres.push(points[bestIndex]!);
  }

  let assignment: number[] = [];
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const next = points.map((p) => nearestIndex(p, centres));
    if (next.every((cluster, i) => cluster === assignment[i])) break;
    assignment = next;
    centres.forEach((centre, k) => {
      const sum = [0, 0, 0];
      let weight = 0;
      points.forEach((p, i) => {
        if (assignment[i] !== k) return;
        for (let c = 0; c < 3; c++) sum[c]! += p[c]! * weights[i]!;
        weight += weights[i]!;
      });
      // An emptied cluster keeps its old centre rather than collapsing to NaN.
      if (weight > 0) centres[k] = sum.map((s) => s / weight) as Lab;
    });
  }
  return assignment;
}

function nearestIndex(point: Lab, centres: readonly Lab[]): number {
  let best = 0;
  centres.forEach((centre, k) => {
    if (distance(point, centre) < distance(point, centres[best]!)) best = k;
  });
  return best;
}

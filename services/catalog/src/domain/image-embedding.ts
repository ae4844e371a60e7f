import sharp from 'sharp';

/**
 * Turns a photo into a feature vector for nearest-neighbour classification. Behind an interface so a
 * hosted vision model (or an offline CNN) can replace the hand-made features by configuration.
 */
export interface ImageEmbedder {
  /** Stored with each vector: vectors of different providers are never compared. */
  readonly provider: string;
  embed(image: Buffer): Promise<number[]>;
}

const SIZE = 64;
const GRID = 4;
const ORIENTATION_BINS = 8;
const HUE_BINS = 12;

/**
 * Hand-made features, since no npm package ships offline CNN weights for clothing here: the silhouette
 * (foreground mask on a 4×4 grid and the bounding box aspect), edge orientations per grid cell (a small
 * HOG) and a hue/lightness histogram of the foreground. Shape says more than colour about a category, so
 * colour is a small part of the vector. Background = pixels close to the border's median colour.
 */
export const handmadeEmbedder: ImageEmbedder = {
  provider: 'handmade-v1',
  async embed(image) {
    const { data } = await sharp(image, { limitInputPixels: 25_000_000 })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgb = (i: number): [number, number, number] => [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    const gray = new Float32Array(SIZE * SIZE);
    for (let i = 0; i < SIZE * SIZE; i++) {
      const [r, g, b] = rgb(i);
      gray[i] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    }

    const border: [number, number, number][] = [];
    for (let i = 0; i < SIZE; i++) border.push(rgb(i), rgb((SIZE - 1) * SIZE + i), rgb(i * SIZE), rgb(i * SIZE + SIZE - 1));
    const bg = [0, 1, 2].map((c) => border.map((p) => p[c]!).sort((a, b) => a - b)[border.length >> 1]!);
    const fg = new Uint8Array(SIZE * SIZE);
    for (let i = 0; i < SIZE * SIZE; i++) {
      const p = rgb(i);
      fg[i] = Math.hypot(p[0] - bg[0]!, p[1] - bg[1]!, p[2] - bg[2]!) > 40 ? 1 : 0;
    }

    const cell = SIZE / GRID;
    const mask = new Array<number>(GRID * GRID).fill(0);
    const hog = new Array<number>(GRID * GRID * ORIENTATION_BINS).fill(0);
    const colour = new Array<number>(HUE_BINS + 3).fill(0);
    let minX = SIZE;
    let maxX = -1;
    let minY = SIZE;
    let maxY = -1;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const i = y * SIZE + x;
        const c = Math.floor(y / cell) * GRID + Math.floor(x / cell);
        if (fg[i]) {
          mask[c]! += 1 / (cell * cell);
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
          const [h, s, l] = hsl(rgb(i));
          // Grey pixels have no meaningful hue: they count by lightness instead.
          if (s > 0.2) colour[Math.floor(h * HUE_BINS) % HUE_BINS]! += 1;
          else colour[HUE_BINS + Math.min(2, Math.floor(l * 3))]! += 1;
        }
        if (x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1) continue;
        const gx = gray[i + 1]! - gray[i - 1]!;
        const gy = gray[i + SIZE]! - gray[i - SIZE]!;
        const magnitude = Math.hypot(gx, gy);
        if (magnitude < 0.02) continue;
        const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI; // unsigned orientation
        hog[c * ORIENTATION_BINS + (Math.floor((angle / Math.PI) * ORIENTATION_BINS) % ORIENTATION_BINS)]! += magnitude;
      }
    }
    const aspect = maxX >= minX ? [(maxX - minX + 1) / SIZE, (maxY - minY + 1) / SIZE] : [0, 0];
    return [
      ...weighted(normalize(mask), 1.2),
      ...weighted(aspect, 1),
      ...weighted(normalize(hog), 1.5),
      ...weighted(normalize(colour), 0.5),
    ];
  },
};

function normalize(v: number[]): number[] {
  const norm = Math.hypot(...v);
  return norm > 0 ? v.map((x) => x / norm) : v;
}

const weighted = (v: number[], w: number) => v.map((x) => x * w);

function hsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  h /= 6;
  return [h < 0 ? h + 1 : h, s, l];
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export interface LabelledVector {
  vector: readonly number[];
  category: string;
}

/** Fewer photographed products than this, or fewer than two categories, and no category is guessed. */
export const MIN_EXAMPLES = 8;
const K = 5;

/** k nearest neighbours by cosine similarity, votes weighted by similarity. */
export function classifyByNeighbours(
  query: readonly number[],
  examples: readonly LabelledVector[],
): { category: string | null; reason: string } {
  const categories = new Set(examples.map((e) => e.category));
  if (examples.length < MIN_EXAMPLES || categories.size < 2)
    return {
      category: null,
      reason: `Too few examples to suggest a category: ${examples.length} photographed product${examples.length === 1 ? '' : 's'} in ${categories.size} categor${categories.size === 1 ? 'y' : 'ies'} (at least ${MIN_EXAMPLES} in 2 categories are needed)`,
    };
  const nearest = examples
    .map((e) => ({ category: e.category, similarity: cosineSimilarity(query, e.vector) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, K);
  const votes = new Map<string, number>();
  for (const n of nearest) votes.set(n.category, (votes.get(n.category) ?? 0) + Math.max(n.similarity, 0));
  const [category, score] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const total = [...votes.values()].reduce((s, v) => s + v, 0);
  return {
    category,
    reason: `${Math.round((score / (total || 1)) * 100)}% of the ${nearest.length} most similar of ${examples.length} photographed products`,
  };
}

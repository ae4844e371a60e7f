import sharp from 'sharp';
import { seededRandom } from '@consign/kit/random';
import type { AreaSeed, SeedClient, SeedContext } from '../seed';

/**
 * Catalog demo data, through the gateway: Oslo stores, a few hundred products with generated photos
 * across the demo sellers, and a sold history (marked sold through the API, so the ledger gets its
 * product.sold events) priced by brand, category, material and attractiveness, so the price assistant
 * has something real to learn. Idempotent: what exists is counted and only the rest is made.
 */

const STORES: Record<string, { name: string; address_line_1: string; address_zip: string }[]> = {
  demo: [
    { name: 'Grünerløkka', address_line_1: 'Thorvald Meyers gate 42', address_zip: '0555' },
    { name: 'Majorstuen', address_line_1: 'Bogstadveien 27', address_zip: '0355' },
    { name: 'Grønland', address_line_1: 'Grønlandsleiret 15', address_zip: '0190' },
  ],
  other: [{ name: 'Other Vintage Sentrum', address_line_1: 'Storgata 10', address_zip: '0155' }],
};
const PRODUCTS_PER_ORG: Record<string, number> = { demo: 240, other: 24 };
const SOLD_SHARE = 0.6;

/** Typical second-hand prices in NOK for a mid-range brand, medium attractiveness, cotton. */
const CATEGORIES: Record<string, { base: number; shape: string }> = {
  'T-shirt': { base: 150, shape: '<rect x="30" y="40" width="140" height="45"/><rect x="62" y="40" width="76" height="140"/>' },
  Sweater: { base: 420, shape: '<rect x="20" y="40" width="160" height="40"/><rect x="55" y="40" width="90" height="145"/>' },
  Jacket: { base: 900, shape: '<rect x="20" y="30" width="160" height="50"/><rect x="50" y="30" width="100" height="130"/>' },
  Coat: { base: 1200, shape: '<rect x="25" y="20" width="150" height="45"/><rect x="50" y="20" width="100" height="170"/>' },
  Dress: { base: 600, shape: '<polygon points="100,15 40,190 160,190"/><rect x="80" y="15" width="40" height="40"/>' },
  Skirt: { base: 350, shape: '<polygon points="75,60 125,60 160,150 40,150"/>' },
  Jeans: {
    base: 450,
    shape:
      '<rect x="55" y="20" width="40" height="170"/><rect x="105" y="20" width="40" height="170"/><rect x="55" y="20" width="90" height="40"/>',
  },
  Shoes: { base: 600, shape: '<rect x="30" y="110" width="140" height="40" rx="18"/><rect x="30" y="80" width="60" height="60"/>' },
  Bag: {
    base: 800,
    shape: '<rect x="40" y="80" width="120" height="100" rx="8"/><path d="M70 80 Q100 20 130 80" fill="none" stroke-width="10"/>',
  },
};
const BRANDS: Record<string, number> = {
  'Acne Studios': 2.2,
  Moncler: 3.5,
  'By Malene Birger': 1.8,
  Ganni: 1.6,
  Holzweiler: 1.9,
  'Filippa K': 1.5,
  Norrøna: 1.6,
  COS: 1,
  Arket: 1,
  "Levi's": 1,
  'Ralph Lauren': 1.2,
  'H&M': 0.45,
  Zara: 0.55,
  Mango: 0.6,
  Weekday: 0.6,
};
const MATERIALS: Record<string, number> = {
  Cotton: 1,
  Wool: 1.25,
  Cashmere: 1.6,
  Silk: 1.4,
  Leather: 1.5,
  Denim: 1,
  Polyester: 0.8,
  Linen: 1.1,
};
const ATTRACTIVENESS: Record<string, number> = { low: 0.75, medium: 1, high: 1.3 };
const COLORS: Record<string, string> = {
  Black: '#1c1c1c',
  White: '#f5f5f5',
  Grey: '#8c8c8c',
  Navy: '#1f2a44',
  Blue: '#2f5fb3',
  Red: '#c0282d',
  Green: '#2e7d32',
  Beige: '#d8c3a0',
  Brown: '#6b4423',
  Pink: '#e58fb0',
};
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface DemoProduct {
  name: string;
  brand: string;
  category: string;
  material: string;
  color: string;
  size: string;
  attractiveness: string;
  /** NOK, whole kroner. */
  price: number;
  sold: boolean;
}

/** The demo products of an organization, the same every run: price = base × brand × material × attractiveness × noise. */
export function demoProducts(count: number, seed: number): DemoProduct[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const category = pick(r, Object.keys(CATEGORIES));
    const brand = pick(r, Object.keys(BRANDS));
    const material = category === 'Jeans' ? 'Denim' : pick(r, Object.keys(MATERIALS));
    const attractiveness = pick(r, ['low', 'medium', 'medium', 'high']);
    // Log-normal noise (Box-Muller), sigma 0.2: real prices scatter around what the attributes say.
    const noise = Math.exp(0.2 * Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r()));
    const price = CATEGORIES[category]!.base * BRANDS[brand]! * MATERIALS[material]! * ATTRACTIVENESS[attractiveness]! * noise;
    return {
      name: `${brand} ${category.toLowerCase()}`,
      brand,
      category,
      material,
      color: pick(r, Object.keys(COLORS)),
      size: pick(r, SIZES),
      attractiveness,
      price: Math.max(50, Math.round(price / 10) * 10),
      sold: r() < SOLD_SHARE,
    };
  });
}

/** A product photo: the garment's silhouette in its colour on a light backdrop, slightly moved each time. */
function photo(p: DemoProduct, variant: number): Promise<Buffer> {
  const dx = (variant % 7) - 3;
  const dy = ((variant * 3) % 7) - 3;
  const scale = 1 + ((variant % 5) - 2) * 0.03;
  const fill = COLORS[p.color]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#ebe8e3"/>` +
    `<g transform="translate(${60 + dx} ${60 + dy}) scale(${scale})" fill="${fill}" stroke="${fill}">${CATEGORIES[p.category]!.shape}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function inBatches<T>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map((item, j) => fn(item, i + j)));
}

async function upload(ctx: SeedContext, client: SeedClient, org: string, productId: string, image: Buffer): Promise<void> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${ctx.gatewayUrl}/api/${org}/products/${productId}/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`seed: photo upload → ${res.status} ${await res.text()}`);
}

async function seedOrganization(ctx: SeedContext, org: string, staffEmail: string, seed: number): Promise<void> {
  const client = await ctx.as(staffEmail);
  const existing = await client.call<{ data: { id: string; name: string }[] }>('GET', `/api/${org}/stores?minimal=true`);
  const stores = [...existing.data];
  for (const store of STORES[org]!)
    if (!stores.some((s) => s.name === store.name))
      stores.push(
        (
          await client.call<{ data: { id: string; name: string } }>('POST', `/api/${org}/stores`, {
            ...store,
            email: `${slug(store.name)}@${org}.test`,
            address_city: 'Oslo',
            address_country: 'Norway',
          })
        ).data,
      );
  await client.call('GET', `/api/${org}/products/config`); // seeds the organization's option lists

  const sellers = (await client.call<{ data: { id: string }[] }>('GET', `/api/${org}/sellers?minimal=true&take=100`)).data;
  const { pagination } = await client.call<{ pagination: { count: number } }>('GET', `/api/${org}/products?take=1&includeCount=true`);
  const all = demoProducts(PRODUCTS_PER_ORG[org]!, seed);
  const missing = all.slice(pagination.count);
  if (!missing.length) return;
  const started = Date.now();
  await inBatches(missing, 8, async (p, i) => {
    const index = pagination.count + i;
    const created = await client.call<{ data: { id: string } }>('POST', `/api/${org}/products`, {
      name: p.name,
      brand: { slug: slug(p.brand), name: p.brand },
      size: { slug: slug(p.size), name: p.size },
      category: { name: p.category },
      color: { name: p.color },
      material: { name: p.material },
      attractiveness: p.attractiveness,
      price: p.price,
      // Created sold through the API: catalog announces product.sold, which the ledger credits.
      status: p.sold ? 'sold' : index % 17 === 0 ? 'pick-up' : 'active',
      seller: { id: sellers[index % sellers.length]!.id },
      store: { id: stores[index % stores.length]!.id },
    });
    await upload(ctx, client, org, created.data.id, await photo(p, index));
  });
  ctx.log(`catalog: ${missing.length} products with photos for ${org} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export const seed: AreaSeed = async (ctx) => {
  await seedOrganization(ctx, 'demo', 'staff@demo.test', 4242);
  await seedOrganization(ctx, 'other', 'staff@other.test', 777);
};

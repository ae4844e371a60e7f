import type { OptionKind } from '@consign/contracts';

/** Sizes XS–XL come first (SPEC §5), then the rest in the order a shop floor uses them. */
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXS', 'XXL', 'XXXL', 'One size', '34', '36', '38', '40', '42', '44', '46', '48'];

const BRANDS = [
  'Acne Studios',
  'Arket',
  'Bik Bok',
  'By Malene Birger',
  'Carhartt',
  'COS',
  'Dale of Norway',
  'Filippa K',
  'Ganni',
  'H&M',
  'Helly Hansen',
  'Holzweiler',
  "Levi's",
  'Mango',
  'Massimo Dutti',
  'Moncler',
  'Nike',
  'Norrøna',
  'Patagonia',
  'Ralph Lauren',
  'Samsøe Samsøe',
  'Stine Goya',
  'Tommy Hilfiger',
  'Weekday',
  'Zara',
  'Other',
];

const CATEGORIES = [
  'T-shirt',
  'Shirt',
  'Blouse',
  'Sweater',
  'Hoodie',
  'Jacket',
  'Coat',
  'Dress',
  'Skirt',
  'Jeans',
  'Trousers',
  'Shorts',
  'Suit',
  'Shoes',
  'Boots',
  'Sneakers',
  'Bag',
  'Scarf',
  'Hat',
  'Accessories',
  'Other',
];

const COLORS = [
  'Black',
  'White',
  'Grey',
  'Navy',
  'Blue',
  'Red',
  'Green',
  'Yellow',
  'Orange',
  'Pink',
  'Purple',
  'Brown',
  'Beige',
  'Multicolor',
];

const MATERIALS = ['Cotton', 'Wool', 'Linen', 'Silk', 'Cashmere', 'Denim', 'Leather', 'Polyester', 'Viscose', 'Nylon', 'Down', 'Mixed'];

export const DEFAULT_OPTIONS: Readonly<Record<OptionKind, readonly string[]>> = {
  brands: BRANDS,
  sizes: SIZES,
  categories: CATEGORIES,
  colors: COLORS,
  materials: MATERIALS,
};

/** 'Levi's Jeans' → 'levis-jeans'; stable, so a renamed option keeps its products' slug. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/å/gi, 'a')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'option';
}

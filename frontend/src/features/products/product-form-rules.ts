import {
  addDays,
  CONFIRMED_STATUSES,
  CUSTOM_OPTION_SLUG,
  parisDay,
  parisToday,
  type Attractiveness,
  type ProductOption,
  type ProductStatus,
  type ProductView,
} from '@consign/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { DropdownOption } from '../../components/SearchableSelect';

/** The texts catalog answers with when the rule is broken server-side, as keys of the products catalogue (shown with `t`). */
export const EXPIRY_MESSAGES = {
  beforeToday: 'form.expiryBeforeToday',
  beforeCreation: 'form.expiryBeforeCreation',
} as const;

/** SPEC §5: size options list XS, S, M, L, XL first, then the rest in their own order. */
const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL'];
export function sortSizes<T extends { name: string }>(sizes: T[]): T[] {
  const rank = (o: T) => {
    const i = SIZE_ORDER.indexOf(o.name.trim().toUpperCase());
    return i === -1 ? SIZE_ORDER.length : i;
  };
  return sizes
    .map((o, i) => ({ o, i }))
    .sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i)
    .map(({ o }) => o);
}

/** SPEC §4: these statuses ask 'Are you sure you want to mark this product as X?' first. */
export const needsConfirmation = (status: ProductStatus) => CONFIRMED_STATUSES.includes(status);

/**
 * An expiry is a Paris calendar day (SPEC §9), as catalog checks it: the picker's date of that day (its
 * yyyy-MM-dd is the Paris day), whatever the browser's zone.
 */
const pickerDay = (day: string): Dayjs => dayjs(day);

/** SPEC §5: not before today on create, not before the creation date on edit; both are Paris days. */
export function expiryFloor(createdAt?: string): Dayjs {
  return pickerDay(createdAt ? parisDay(new Date(createdAt)) : parisToday());
}
/** The key of the broken rule's text (EXPIRY_MESSAGES), if any. */
export function expiryError(
  value: Dayjs | null | undefined,
  createdAt?: string,
): (typeof EXPIRY_MESSAGES)[keyof typeof EXPIRY_MESSAGES] | undefined {
  if (!value || !value.startOf('day').isBefore(expiryFloor(createdAt))) return undefined;
  return createdAt ? EXPIRY_MESSAGES.beforeCreation : EXPIRY_MESSAGES.beforeToday;
}

/** Consignment split: stored as a fraction, shown and entered as percent (SPEC §9). */
export const splitToPercent = (split: number) => Math.round(split * 10000) / 100;
export const percentToSplit = (percent: number) => Math.round(percent * 100) / 10000;
/** SPEC §3: a store-owned product shows 0 %. */
export const shownSplit = (p: Pick<ProductView, 'storeOwned' | 'consignmentSplit'>) =>
  p.storeOwned ? 0 : splitToPercent(p.consignmentSplit);

export interface ProductFormValues {
  name: string;
  storeId?: string;
  sellerId?: string;
  status: ProductStatus;
  brand?: DropdownOption | null;
  size?: DropdownOption | null;
  category?: DropdownOption | null;
  color?: DropdownOption | null;
  material?: DropdownOption | null;
  price?: number;
  attractiveness: Attractiveness;
  gender?: string | null;
  splitPercent: number;
  storeOwned: boolean;
  expiringAt?: Dayjs | null;
  /** The delivery the product came in with; null when cleared (unlinks it), absent when never touched. */
  deliveryId?: string | null;
}

const slugged = (o: DropdownOption | null | undefined) => (o ? { slug: o.slug ?? CUSTOM_OPTION_SLUG, name: o.name } : null);
const named = (o: DropdownOption | null | undefined) => (o ? { name: o.name } : null);

/** The form's values as the products API takes them (price in major units, split as a fraction). */
export function toProductBody(values: ProductFormValues, genderEnabled: boolean) {
  return {
    name: values.name.trim(),
    status: values.status,
    brand: slugged(values.brand),
    size: slugged(values.size),
    category: named(values.category),
    color: named(values.color),
    material: named(values.material),
    price: values.price ?? 0,
    attractiveness: values.attractiveness,
    ...(genderEnabled ? { gender: (values.gender ?? null) as never } : {}),
    consignmentSplit: percentToSplit(values.storeOwned ? 0 : values.splitPercent),
    storeOwned: values.storeOwned,
    ...(values.expiringAt ? { expiringAt: values.expiringAt.format('YYYY-MM-DD') } : {}),
    seller: { id: values.sellerId ?? '' },
    store: { id: values.storeId ?? '' },
    ...(values.deliveryId !== undefined ? { delivery: values.deliveryId ? { id: values.deliveryId } : null } : {}),
  };
}

/** The option of a list whose name is the given one (case-insensitive), else a custom/named value. */
export function optionNamed(options: ProductOption[] | undefined, name: string | undefined): DropdownOption | null {
  if (!name) return null;
  return options?.find((o) => o.name.toLowerCase() === name.toLowerCase()) ?? { name, slug: CUSTOM_OPTION_SLUG };
}

/** The product's current values as form values (edit), or the defaults of a new product (create). */
export function initialValues(
  product: ProductView | undefined,
  defaults: { expiryDays: number; consignmentSplit: number; sellerId?: string; storeId?: string },
): Partial<ProductFormValues> {
  if (!product) {
    return {
      name: '',
      status: 'active',
      attractiveness: 'medium',
      splitPercent: splitToPercent(defaults.consignmentSplit),
      storeOwned: false,
      expiringAt: pickerDay(addDays(parisToday(), defaults.expiryDays)),
      sellerId: defaults.sellerId,
      storeId: defaults.storeId,
    };
  }
  return {
    name: product.name,
    status: product.status,
    storeId: product.store?.id,
    sellerId: product.seller?.id,
    brand: product.brand,
    size: product.size,
    category: product.category,
    color: product.color,
    material: product.material,
    price: product.price,
    attractiveness: product.attractiveness,
    gender: product.gender ?? null,
    splitPercent: splitToPercent(product.consignmentSplit),
    storeOwned: product.storeOwned,
    expiringAt: pickerDay(parisDay(new Date(product.expiringAt))),
    deliveryId: product.delivery?.id ?? null,
  };
}

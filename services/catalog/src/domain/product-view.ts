import {
  padSku,
  parisDay,
  toMajor,
  type MarkdownStep,
  type ProductEventData,
  type ProductMinimal,
  type ProductView,
} from '@consign/contracts';
import { nextMarkdown } from './daily-consignment';
import type { ProductRecord, ProductRow } from '../db/products.repo';

export interface ViewContext {
  fractionDigits: number;
  genderEnabled: boolean;
  /** Given when one product is read: its next markdown is worked out against the schedule on this day. */
  markdowns?: { steps: MarkdownStep[]; now: Date };
}

/** The next markdown of an item the schedule still applies to (consigned, for sale). */
function nextMarkdownOf(r: ProductRecord, markdowns: NonNullable<ViewContext['markdowns']>, fractionDigits: number) {
  if (r.status !== 'active' || r.store_owned || !markdowns.steps.length) return null;
  const state = {
    createdAt: r.created_at,
    price: r.price,
    stepsDone: Number(r.markdown_step ?? 0),
    base: r.markdown_base === null || r.markdown_base === undefined ? null : Number(r.markdown_base),
  };
  const next = nextMarkdown(state, markdowns.steps, parisDay(markdowns.now), r.expiring_at);
  return next && { on: next.on, price: toMajor(next.price, fractionDigits) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (id: string | null, name: string | null) => (id ? { id, fullName: name ?? '' } : null);
const named = (name: string | null) => (name ? { name } : null);

export function toProductView(r: ProductRecord, ctx: ViewContext): ProductView {
  const createdAt = r.created_at.toISOString();
  const expiringAt = r.expiring_at.toISOString();
  return {
    id: r.id,
    sku: r.sku,
    skuPadded: padSku(r.sku),
    name: r.name,
    status: r.status,
    brand: r.brand_slug ? { slug: r.brand_slug, name: r.brand_name ?? '' } : null,
    size: r.size_slug ? { slug: r.size_slug, name: r.size_name ?? '' } : null,
    category: named(r.category),
    color: named(r.color),
    material: named(r.material),
    seller: person(r.seller_id, r.seller_name),
    store: r.store_id ? { id: r.store_id, name: r.store_name ?? '' } : null,
    price: toMajor(r.price, ctx.fractionDigits),
    attractiveness: r.attractiveness as ProductView['attractiveness'],
    ...(ctx.genderEnabled ? { gender: r.gender } : {}),
    consignmentSplit: r.store_owned ? 0 : r.consignment_split,
    expiringAt,
    media: r.media,
    storeOwned: r.store_owned,
    donatedBySeller: person(r.donated_by_seller_id, r.donated_by_name),
    purchasedFromSeller: person(r.purchased_from_seller_id, r.purchased_from_name),
    delivery: r.delivery_id ? { id: r.delivery_id } : null,
    expiryDecision: r.expiry_decision ?? null,
    ...(ctx.markdowns ? { nextMarkdown: nextMarkdownOf(r, ctx.markdowns, ctx.fractionDigits) } : {}),
    meta: {
      created: createdAt,
      createdAt,
      updatedAt: r.updated_at.toISOString(),
      expiringAt,
      soldAt: iso(r.sold_at),
      donatedAt: iso(r.donated_at),
      pickUpAt: iso(r.pick_up_at),
    },
  };
}

export function toProductMinimal(r: ProductRow): ProductMinimal {
  return { id: r.id, sku: r.sku, skuPadded: padSku(r.sku), name: r.name, status: r.status };
}

export function toProductEventData(r: ProductRow): ProductEventData {
  return {
    id: r.id,
    sku: r.sku,
    skuPadded: padSku(r.sku),
    name: r.name,
    status: r.status,
    sellerId: r.seller_id,
    storeId: r.store_id,
    price: r.price,
    consignmentSplit: r.store_owned ? 0 : r.consignment_split,
    storeOwned: r.store_owned,
    expiringAt: r.expiring_at.toISOString(),
    deliveryId: r.delivery_id,
  };
}

import {
  AppError,
  IMPORT_MESSAGES,
  MESSAGES,
  PRODUCT_IMPORT_FIELDS,
  CUSTOM_OPTION_SLUG,
  mapImportColumns,
  normalizeColumnName,
  parseMoney,
  productCreateSchema,
  type ImportResult,
  type ImportRowError,
  type OptionKind,
  type ProductCreate,
  type ProductUpdate,
} from '@consign/contracts';
import { pgErrorCode, withTransaction, type CsvTable, type Db, type ImportOptions } from '@consign/kit';
import { listOptions } from '../db/product-options.repo';
import { findProductsByKeys, lockProduct, type ProductRow } from '../db/products.repo';
import { findSellersByKeys } from '../db/replicas.repo';
import { listStores } from '../db/stores.repo';
import { defaultExpiry } from '../domain/product-rules';
import { organizationContext } from './organization-context';
import { insertNewProduct, writeProductChange } from './products';

/** Rows written per transaction, each in a savepoint of its own. */
const PAGE = 200;
const PREVIEW_ROWS = 5;
const STORE_PAGE_MAX = 1000;

interface Checked {
  row: number;
  data: ProductCreate;
  price: number;
  sku?: number;
  externalId: string | null;
  statusGiven: boolean;
}

/** What a row changes on a product it found; empty cells never erase what the product has. */
function patchOf(existing: ProductRow, c: Checked): { patch: ProductUpdate & { externalId?: string }; price?: number } {
  const { data } = c;
  const patch: ProductUpdate & { externalId?: string } = {};
  if (data.name !== existing.name) patch.name = data.name;
  if (data.brand && data.brand.name !== existing.brand_name) patch.brand = data.brand;
  if (data.size && data.size.name !== existing.size_name) patch.size = data.size;
  if (data.category && data.category.name !== existing.category) patch.category = data.category;
  if (data.color && data.color.name !== existing.color) patch.color = data.color;
  if (data.material && data.material.name !== existing.material) patch.material = data.material;
  if (data.seller.id !== existing.seller_id) patch.seller = data.seller;
  if (data.store.id !== existing.store_id) patch.store = data.store;
  if (c.statusGiven && data.status !== existing.status) patch.status = data.status;
  if (c.externalId && c.externalId !== existing.external_id) patch.externalId = c.externalId;
  return { patch, ...(c.price !== existing.price && { price: c.price }) };
}

const isUnchanged = (p: ReturnType<typeof patchOf>) => Object.keys(p.patch).length === 0 && p.price === undefined;

/**
 * Imports products from a CSV table: a row is found again by its SKU or by the other system's id (a new
 * external id becomes a new product), checked by the product form's own schema and messages, each row all or
 * nothing (a savepoint each), so the same file twice changes nothing the second time. A dry run writes nothing.
 */
export async function importProducts(db: Db, orgId: string, table: CsvTable, opts: ImportOptions): Promise<ImportResult> {
  const fields = mapImportColumns(table.headers, PRODUCT_IMPORT_FIELDS, opts.mapping);
  const base = {
    rows: table.rows.length,
    columns: table.headers.map((name, i) => ({ name, field: fields[i] ?? null })),
    preview: table.rows.slice(0, PREVIEW_ROWS).map((r) => r.cells),
  };
  const missing: ImportRowError[] = PRODUCT_IMPORT_FIELDS.filter((f) => f.required && !fields.includes(f.key)).map((f) => ({
    row: 1,
    field: f.key,
    message: IMPORT_MESSAGES.missingColumn(f.label),
  }));
  if (!fields.includes('sku') && !fields.includes('externalId'))
    missing.push({ row: 1, field: 'sku', message: IMPORT_MESSAGES.productKeyColumn });
  // The screen's mapping step starts from this answer, so a missing column is reported, not thrown.
  if (missing.length > 0) return { ...base, valid: 0, created: 0, updated: 0, invalid: missing };
  if (table.rows.length === 0) throw AppError.invalid(IMPORT_MESSAGES.noRows);

  const org = await organizationContext(db, orgId);
  const { rows: stores } = await listStores(db, orgId, { skip: 0, take: STORE_PAGE_MAX });
  const storeByName = new Map(stores.map((s) => [normalizeColumnName(s.name), s.id]));
  const options = await listOptions(db, orgId);
  /** A brand or size the organization lists keeps its slug; another name is a custom one, as in the form. */
  const option = (kind: OptionKind, name: string) =>
    name ? { slug: options[kind].find((o) => o.name.toLowerCase() === name.toLowerCase())?.slug ?? CUSTOM_OPTION_SLUG, name } : null;

  const invalid: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  const now = new Date();
  let [valid, created, updated] = [0, 0, 0];
  for (let start = 0; start < table.rows.length; start += PAGE) {
    const page = table.rows.slice(start, start + PAGE).map(({ row, cells }) => {
      const cell = (key: string) => (fields.indexOf(key) >= 0 ? (cells[fields.indexOf(key)] ?? '').trim() : '');
      return { row, cell };
    });
    const sellerKeys = page.map((p) => p.cell('seller'));
    const sellers = await findSellersByKeys(db, orgId, {
      accountNumbers: sellerKeys.filter((k) => /^\d{1,9}$/.test(k)).map(Number),
      emails: sellerKeys.filter((k) => k.includes('@')).map((k) => k.toLowerCase()),
    });
    const sellerOf = (key: string) =>
      /^\d{1,9}$/.test(key)
        ? sellers.find((s) => s.account_number === Number(key))?.id
        : sellers.find((s) => s.email?.toLowerCase() === key.toLowerCase())?.id;

    const checked: Checked[] = [];
    for (const { row, cell } of page) {
      const storeName = cell('store');
      const storeId = storeName ? storeByName.get(normalizeColumnName(storeName)) : stores.length === 1 ? stores[0]!.id : undefined;
      const sellerId = sellerOf(cell('seller'));
      const named = (name: string) => (name ? { name } : null);
      const parsed = productCreateSchema.safeParse({
        name: cell('name'),
        price: cell('price'),
        brand: option('brands', cell('brand')),
        size: option('sizes', cell('size')),
        category: named(cell('category')),
        color: named(cell('color')),
        material: named(cell('material')),
        ...(cell('status') && { status: cell('status') }),
        ...(sellerId && { seller: { id: sellerId } }),
        ...(storeId && { store: { id: storeId } }),
      });
      const errors: ImportRowError[] = [];
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (!errors.some((e) => e.field === field)) errors.push({ row, field, message: issue.message });
        }
      }
      let price = 0;
      if (parsed.success)
        try {
          price = parseMoney(parsed.data.price, org.fractionDigits);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          errors.push({ row, field: 'price', message: err.message });
        }
      const skuText = cell('sku');
      const externalId = cell('externalId') || null;
      if (skuText && !/^\d{1,12}$/.test(skuText)) errors.push({ row, field: 'sku', message: MESSAGES.products.notFound });
      if (!skuText && !externalId) errors.push({ row, field: 'sku', message: IMPORT_MESSAGES.productKeyRequired });
      const key = skuText ? `sku ${Number(skuText)}` : `id ${externalId}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) errors.push({ row, field: skuText ? 'sku' : 'externalId', message: IMPORT_MESSAGES.duplicateInFile(first) });
      if (errors.length > 0 || !parsed.success) {
        invalid.push(...errors);
        continue;
      }
      firstRowOf.set(key, row);
      checked.push({
        row,
        data: parsed.data,
        price,
        ...(skuText && { sku: Number(skuText) }),
        externalId,
        statusGiven: cell('status') !== '',
      });
    }

    const found = await findProductsByKeys(db, orgId, {
      skus: checked.flatMap((c) => (c.sku === undefined ? [] : [c.sku])),
      externalIds: checked.flatMap((c) => (c.externalId ? [c.externalId] : [])),
    });
    const planned: Array<Checked & { existing?: ProductRow }> = [];
    for (const c of checked) {
      const existing = c.sku !== undefined ? found.find((p) => p.sku === c.sku) : found.find((p) => p.external_id === c.externalId);
      if (c.sku !== undefined && !existing) invalid.push({ row: c.row, field: 'sku', message: MESSAGES.products.notFound });
      else planned.push({ ...c, existing });
    }
    if (opts.dryRun) {
      valid += planned.length;
      created += planned.filter((p) => !p.existing).length;
      updated += planned.filter((p) => p.existing && !isUnchanged(patchOf(p.existing, p))).length;
      continue;
    }
    await withTransaction(db, async (trx) => {
      for (const p of planned) {
        try {
          await trx.transaction(async (savepoint) => {
            if (!p.existing) {
              const expiringAt = defaultExpiry(now, org.config.consignment.expiryDays);
              await insertNewProduct(savepoint, orgId, org, { data: p.data, price: p.price, expiringAt, externalId: p.externalId, now });
              created++;
              return;
            }
            const existing = await lockProduct(savepoint, orgId, p.existing.id);
            if (!existing) throw AppError.notFound(MESSAGES.products.notFound);
            const change = patchOf(existing, p);
            if (isUnchanged(change)) return;
            await writeProductChange(savepoint, orgId, org, existing, change.patch, change.price);
            updated++;
          });
          valid++;
        } catch (err) {
          // A rule of the product's own (a sold product's price is locked), or another import took the external id.
          if (err instanceof AppError) invalid.push({ row: p.row, field: 'status', message: err.message });
          else if (pgErrorCode(err) === '23505')
            invalid.push({ row: p.row, field: 'externalId', message: IMPORT_MESSAGES.externalIdTaken });
          else throw err;
        }
      }
    });
    await opts.onProgress?.(Math.round((Math.min(start + PAGE, table.rows.length) / table.rows.length) * 100));
  }
  invalid.sort((a, b) => a.row - b.row);
  return { ...base, valid, invalid, created, updated };
}

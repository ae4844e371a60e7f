import { createHash } from 'node:crypto';
import { AppError, MESSAGES, bulkLabelsSchema, formatMoney, labelQuerySchema, padSku, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, type AccessClaims, type Db, type Storage } from '@consign/kit';
import { requestLanguage } from '@consign/kit/i18n';
import { findProducts } from '../db/products.repo';
import type { LabelContent } from '../domain/label-pdf';
import { LABELS_BUCKET, type LabelsQueue } from '../jobs/render-labels.worker';
import { organizationContext } from './organization-context';
import { renderedDocument } from './rendered-document';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export interface LabelDeps {
  db: Db;
  storage: Storage;
  queue: LabelsQueue;
}

/**
 * GET /api/{org}/products/{id}/{sku}: the label of one product; the SKU in the path must be the product's. Its
 * price in the request's language (`Accept-Language`, else the organization's).
 */
export async function productLabel(
  deps: LabelDeps,
  auth: AccessClaims,
  id: string,
  sku: string,
  query: unknown,
  acceptLanguage?: string,
): Promise<Buffer> {
  if (!id) throw AppError.invalid(MESSAGES.products.idRequired);
  const q = parseInput(labelQuerySchema, query);
  const [product] = isId(id) ? await findProducts(deps.db, auth.org, [id]) : [];
  if (!product || (padSku(product.sku) !== sku && String(product.sku) !== sku)) throw AppError.notFound(MESSAGES.products.notFound);
  return renderThroughWorker(deps, auth, [id], q, acceptLanguage);
}

/** POST /api/{org}/products/labels {ids}: one PDF, one label per page, in the order asked. */
export async function bulkLabels(
  deps: LabelDeps,
  auth: AccessClaims,
  body: unknown,
  query: unknown,
  acceptLanguage?: string,
): Promise<Buffer> {
  const { ids } = parseInput(bulkLabelsSchema, body);
  return renderThroughWorker(deps, auth, ids, parseInput(labelQuerySchema, query), acceptLanguage);
}

async function renderThroughWorker(
  deps: LabelDeps,
  auth: AccessClaims,
  ids: string[],
  q: { widthInMm?: number; heightInMm?: number; currency?: string },
  acceptLanguage: string | undefined,
): Promise<Buffer> {
  const [org, rows] = await Promise.all([organizationContext(deps.db, auth.org), findProducts(deps.db, auth.org, ids)]);
  const language = requestLanguage(acceptLanguage, org.config.language.language);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const labels: LabelContent[] = ids.map((id) => {
    const p = byId.get(id);
    if (!p) throw AppError.notFound(MESSAGES.products.notFound);
    return {
      orgName: org.name,
      productName: p.name,
      brand: p.brand_name,
      size: p.size_name,
      price: formatMoney(p.price, q.currency ?? org.currency, language),
      sku: padSku(p.sku),
    };
  });
  const size = { widthInMm: q.widthInMm ?? org.config.labels.widthInMm, heightInMm: q.heightInMm ?? org.config.labels.heightInMm };
  // Named by what is printed: an unchanged product is served from the cache, a changed one renders anew.
  const hash = createHash('sha256').update(JSON.stringify({ labels, size, language })).digest('hex').slice(0, 40);
  const object = `${auth.org}/${hash}.pdf`;
  // The job leaves when done, so a lost file renders again.
  return renderedDocument(
    deps.storage,
    LABELS_BUCKET,
    object,
    () => deps.queue.add('render', { object, labels, size, language }, { jobId: `labels-${hash}`, removeOnComplete: true }),
    RULE_MESSAGES.products.labelRendering,
  );
}

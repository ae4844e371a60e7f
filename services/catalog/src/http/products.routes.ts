import {
  authOf,
  orgScope,
  requireAuth,
  requireRole,
  sendRevalidatable,
  type AccessClaims,
  type Db,
  type Storage,
  type TokenVerifier,
} from '@consign/kit';
import { MESSAGES, type ProductView } from '@consign/contracts';
import type { Express, Response } from 'express';
import { decideExpiry } from '../app/expiry-decision';
import { readPriceGuidance } from '../app/price-assistant';
import { bulkLabels, productLabel } from '../app/product-labels';
import { readProductConfig, replaceProductOptions } from '../app/product-options';
import { readProduct, readProductHistory, readProducts } from '../app/product-queries';
import { changeProduct, createProduct, duplicateProduct, removeProduct } from '../app/products';
import type { LabelsQueue } from '../jobs/render-labels.worker';
import { withMediaLinks } from './media-links';

export interface ProductRouteDeps {
  db: Db;
  verify: TokenVerifier;
  storage: Storage;
  labels: LabelsQueue;
  secret: string;
}

function sendPdf(res: Response, pdf: Buffer, filename: string): void {
  res.setHeader('content-type', 'application/pdf');
  res.setHeader('content-disposition', `inline; filename="${filename}"`);
  res.setHeader('cache-control', 'private, no-cache');
  sendRevalidatable(res, pdf);
}

export function productRoutes(app: Express, { db, verify, storage, labels, secret }: ProductRouteDeps): void {
  const signedIn = [requireAuth(verify), orgScope()];
  const staff = [...signedIn, requireRole('coworker')];
  const linked = <T extends { media: { filename: string; type: string }[] }>(auth: AccessClaims, view: T) =>
    withMediaLinks(view, auth, secret);

  app.get('/api/:org/products', ...signedIn, async (req, res) => {
    const auth = authOf(res);
    const result = await readProducts(db, auth, req.query);
    res.json({ ...result, data: result.data.map((p) => ('media' in p ? linked(auth, p as ProductView) : p)) });
  });

  app.get('/api/:org/products/config', ...staff, async (_req, res) => {
    res.json({ data: await readProductConfig(db, authOf(res).org) });
  });

  app.put('/api/:org/products/config/:kind', ...staff, async (req, res) => {
    res.json({ data: await replaceProductOptions(db, authOf(res), String(req.params.kind), req.body) });
  });

  app.post('/api/:org/products/labels', ...staff, async (req, res) => {
    sendPdf(
      res,
      await bulkLabels({ db, storage, queue: labels }, authOf(res), req.body, req.query, req.header('accept-language')),
      'labels.pdf',
    );
  });

  app.get('/api/:org/products/:id', ...signedIn, async (req, res) => {
    const auth = authOf(res);
    res.json({ data: linked(auth, await readProduct(db, auth, String(req.params.id))) });
  });

  // Before the label route: 'history' and 'guidance' are words, not SKUs.
  app.get('/api/:org/products/:id/history', ...signedIn, async (req, res) => {
    res.json({ data: await readProductHistory(db, authOf(res), String(req.params.id)) });
  });

  app.get('/api/:org/products/:id/guidance', ...signedIn, async (req, res) => {
    res.json({ data: await readPriceGuidance(db, authOf(res), String(req.params.id)) });
  });

  // SPEC §7: the label of one product, the SKU in the path as printed on it.
  app.get('/api/:org/products/:id/:sku', ...staff, async (req, res) => {
    const sku = String(req.params.sku);
    sendPdf(
      res,
      await productLabel({ db, storage, queue: labels }, authOf(res), String(req.params.id), sku, req.query, req.header('accept-language')),
      `label-${sku}.pdf`,
    );
  });

  app.post('/api/:org/products', ...staff, async (req, res) => {
    const auth = authOf(res);
    res.status(201).json({ data: linked(auth, await createProduct(db, auth, req.body)) });
  });

  // The body-addressed forms (as the SPEC's sellers and payouts calls): PATCH {id, …} and DELETE ?id=.
  app.patch('/api/:org/products', ...staff, async (req, res) => {
    const auth = authOf(res);
    const { id, ...patch } = (req.body ?? {}) as { id?: unknown };
    res.json({ data: linked(auth, await changeProduct(db, auth, typeof id === 'string' ? id : '', patch)) });
  });

  app.delete('/api/:org/products', ...staff, async (req, res) => {
    await removeProduct(db, authOf(res), typeof req.query.id === 'string' ? req.query.id : '');
    res.status(204).end();
  });

  app.patch('/api/:org/products/:id', ...staff, async (req, res) => {
    const auth = authOf(res);
    res.json({ data: linked(auth, await changeProduct(db, auth, String(req.params.id), req.body)) });
  });

  app.delete('/api/:org/products/:id', ...staff, async (req, res) => {
    await removeProduct(db, authOf(res), String(req.params.id));
    res.status(204).end();
  });

  // The consignor decides for their own item; staff may decide for any.
  app.post('/api/:org/products/:id/expiry-decision', ...signedIn, async (req, res) => {
    const auth = authOf(res);
    res.json({ data: linked(auth, await decideExpiry(db, auth, String(req.params.id), req.body)) });
  });

  app.post('/api/:org/products/:id/duplicate', ...staff, async (req, res) => {
    const auth = authOf(res);
    const copies = await duplicateProduct(db, auth, String(req.params.id), req.body);
    res.status(201).json({ data: copies.map((p) => linked(auth, p)), message: MESSAGES.products.duplicated });
  });
}

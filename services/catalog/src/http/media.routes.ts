import { AsyncResource } from 'node:async_hooks';
import { AppError, IMAGE_CACHE_SECONDS, MEDIA_MAX_BYTES, MEDIA_MAX_FILES, MEDIA_MESSAGES, MESSAGES } from '@consign/contracts';
import { authOf, orgScope, requireAuth, requireRole, sendRevalidatable, type Db, type Storage, type TokenVerifier } from '@consign/kit';
import type { Express, RequestHandler } from 'express';
import multer from 'multer';
import { classifyPhoto } from '../app/classify-photo';
import { addProductMedia, readProductImage, removeProductMedia, reorderProductMedia } from '../app/product-media';
import type { ImageEmbedder } from '../domain/image-embedding';
import { linkedOrganization, withMediaLinks } from './media-links';

export interface MediaRouteDeps {
  db: Db;
  verify: TokenVerifier;
  storage: Storage;
  embedder: ImageEmbedder;
  secret: string;
}

/** Multipart uploads held in memory (bounded by size and count); the file's bytes decide its type, later. */
const upload: RequestHandler = (req, res, next) =>
  multer({ storage: multer.memoryStorage(), limits: { fileSize: MEDIA_MAX_BYTES, files: MEDIA_MAX_FILES } }).array('files')(
    req,
    res,
    // Multer calls back from the request stream's events: bind it, so the handler keeps the request's tenant.
    AsyncResource.bind((err?: unknown) => {
      if (err instanceof multer.MulterError) {
        const message =
          err.code === 'LIMIT_FILE_SIZE'
            ? MEDIA_MESSAGES.tooLarge
            : err.code === 'LIMIT_FILE_COUNT'
              ? MEDIA_MESSAGES.tooManyFiles
              : err.message;
        return next(AppError.invalid(message));
      }
      next(err);
    }),
  );

export function mediaRoutes(app: Express, { db, verify, storage, embedder, secret }: MediaRouteDeps): void {
  const staff = [requireAuth(verify), orgScope(), requireRole('coworker')];

  // Opened by <img> tags, without a token: the signed link is the authorization (checked here, not at the gateway).
  app.get('/api/:org/products/image/:name', async (req, res) => {
    const orgId = linkedOrganization(secret, req.path, req.query);
    if (!orgId) throw AppError.forbidden(MEDIA_MESSAGES.invalidLink);
    const image = await readProductImage(storage, orgId, String(req.params.name));
    res.setHeader('content-type', image.contentType);
    res.setHeader('cache-control', `private, max-age=${IMAGE_CACHE_SECONDS}`);
    sendRevalidatable(res, image.data);
  });

  app.post('/api/:org/products/classify', ...staff, async (req, res) => {
    res.json({ data: await classifyPhoto(db, embedder, authOf(res), req.body) });
  });

  app.post('/api/:org/products/:id/media', ...staff, upload, async (req, res) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const auth = authOf(res);
    const view = await addProductMedia(
      db,
      storage,
      embedder,
      auth,
      String(req.params.id),
      files.map((f) => f.buffer),
    );
    res.status(201).json({ data: withMediaLinks(view, auth, secret) });
  });

  app.put('/api/:org/products/:id/media/order', ...staff, async (req, res) => {
    const auth = authOf(res);
    const view = await reorderProductMedia(db, auth, String(req.params.id), req.body);
    res.json({ data: withMediaLinks(view, auth, secret) });
  });

  app.delete('/api/:org/products/:id/media/:filename', ...staff, async (req, res) => {
    if (!req.params.id) throw AppError.invalid(MESSAGES.products.idRequired);
    await removeProductMedia(db, storage, authOf(res), String(req.params.id), String(req.params.filename));
    res.status(204).end();
  });
}

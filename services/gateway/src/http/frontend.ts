import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Serves the built frontend; any other GET that wants HTML gets index.html (client-side routes). */
export function frontendRouter(distDir: string): Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  router.use(express.static(distDir, { index: false, maxAge: '1h', immutable: false }));
  router.get(/^(?!\/api\/).*/, (req, res, next) => {
    if (!req.accepts('html') || !existsSync(index)) return next();
    res.setHeader('cache-control', 'no-cache');
    // The dist folder may sit below a dot-folder (.data/<namespace>/frontend-dist): send refuses those by default.
    res.sendFile(index, { dotfiles: 'allow' });
  });
  return router;
}

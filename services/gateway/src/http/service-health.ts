import express, { type Router } from 'express';
import type { Logger } from '@consign/kit';
import { SERVICES } from '../domain/route-table';
import type { ServiceUrls } from './api-router';
import { serviceProxy } from './proxy';

/** `GET /api/health/<service>` answers with that service's /healthz, through the same proxy as the API. */
export function serviceHealthRouter(urls: ServiceUrls, log: Logger): Router {
  const router = express.Router();
  for (const service of SERVICES) {
    const proxy = serviceProxy(service, urls[service], log);
    router.get(`/api/health/${service}`, (req, res, next) => {
      req.url = '/healthz';
      proxy(req, res, next);
    });
  }
  return router;
}

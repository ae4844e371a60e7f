import express, { type Router } from 'express';
import type { Logger } from '@consign/kit';
import { SERVICES } from '../domain/route-table';
import { serviceProxy, type ServiceReplicas } from './proxy';

/** `GET /api/health/<service>` answers with that service's /healthz, through the same proxy as the API. */
export function serviceHealthRouter(replicas: ServiceReplicas, log: Logger): Router {
  const router = express.Router();
  for (const service of SERVICES) {
    const proxy = serviceProxy(replicas[service], log);
    router.get(`/api/health/${service}`, (req, res, next) => {
      req.url = '/healthz';
      proxy(req, res, next);
    });
  }
  return router;
}

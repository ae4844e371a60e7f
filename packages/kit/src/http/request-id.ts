import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithContext } from '../context';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Keeps the caller's request id (the gateway makes one) or makes one; runs the request inside its context. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    runWithContext({ requestId: id, correlationId: id }, next);
  };
}

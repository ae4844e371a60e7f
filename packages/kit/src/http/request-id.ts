import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { runWithContext } from '../context';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Keeps the caller's request id (the gateway makes one) or makes one, on the request and on the response. */
export function takeRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** `takeRequestId`, then the rest of the request inside its context (log lines carry the id). */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = takeRequestId(req, res);
    runWithContext({ requestId: id, correlationId: id }, next);
  };
}

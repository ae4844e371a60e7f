import { STATUS_CODES, type Server } from 'node:http';
import { AppError } from '@consign/contracts';
import type { RequestHandler } from 'express';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

function containsNul(value: unknown): boolean {
  // Iterative: a deeply nested body must not exhaust the stack.
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Postgres text cannot hold U+0000, so a NUL in the URL or in a JSON body would fail inside SQL as a 500:
 * it is refused here, before any route sees it.
 */
export function rejectNulCharacters(): RequestHandler {
  return (req, _res, next) => {
    if (/%00/i.test(req.url) || containsNul(req.body)) return next(AppError.invalid(NUL_MESSAGE));
    next();
  };
}

/**
 * A write whose body is not JSON (text/plain, a form) would reach the route as an empty body, and schemas
 * whose fields all have defaults would then save those defaults: it is refused with 415 instead. File
 * uploads (multipart/form-data) are the routes' own to parse.
 */
export function requireJsonBodies(): RequestHandler {
  return (req, _res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || !['POST', 'PUT', 'PATCH'].includes(req.method)) return next();
    if (req.is('application/json') || req.is('multipart/form-data')) return next();
    // Typed like body-parser's own errors, so the one table in errors.ts answers it (415).
    next(Object.assign(new Error('body is not JSON'), { type: 'content-type.unsupported' }));
  };
}

/**
 * Requests Node refuses before express sees them (headers or URL too large, malformed HTTP) get the same
 * JSON error shape as every other error, instead of Node's empty answer.
 */
export function jsonClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers or URL are too large']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : [400, 'Malformed HTTP request'];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

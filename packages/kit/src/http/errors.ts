import { AppError, ERROR_STATUS, isAppError, type ErrorBody } from '@consign/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../log';

/** Turns a zod failure into the one error shape: the first issue's message, every issue in details. */
export function fromZodError(err: ZodError): AppError {
  const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return AppError.invalid(issues[0]?.message ?? 'Invalid request', issues);
}

/** What a client did wrong with the body itself (body-parser's error types), in words a client can act on. */
const BODY_ERRORS: Record<string, { status: number; message: string; code?: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON body' },
  'entity.too.large': { status: 413, message: 'Request body is too large', code: 'payload_too_large' },
  'entity.verify.failed': { status: 400, message: 'The request body was refused' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset: send the body as UTF-8', code: 'unsupported_media_type' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding', code: 'unsupported_media_type' },
  'content-type.unsupported': {
    status: 415,
    message: 'The request body must be JSON (Content-Type: application/json)',
    code: 'unsupported_media_type',
  },
  'request.aborted': { status: 400, message: 'The request was aborted before its body arrived' },
  'request.size.invalid': { status: 400, message: 'The request body does not match its Content-Length' },
  'parameters.too.many': { status: 413, message: 'Too many parameters', code: 'payload_too_large' },
};

/** What busboy (under multer) throws for a form it cannot read: the client's body, not a server fault. */
const MALFORMED_FORM = new Set([
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed urlencoded form',
  'Multipart: Boundary not found',
  'Malformed content type',
  'Missing Content-Type',
]);

/**
 * A client error raised below the routes (body parsing, multipart forms): its status and message. Errors that
 * say they may be shown (`expose`, as http-errors sets for 4xx) keep their status; others are not the
 * client's fault and stay 500.
 */
function clientError(err: unknown): { status: number; body: ErrorBody } | undefined {
  const e = err as { type?: string; status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown } | null;
  const known = e?.type ? BODY_ERRORS[e.type] : undefined;
  if (known) return { status: known.status, body: { message: known.message, ...(known.code ? { code: known.code } : {}) } };
  if (err instanceof Error && (MALFORMED_FORM.has(err.message) || err.message.startsWith('Unsupported content type:')))
    return { status: 400, body: { message: `Malformed form data: ${err.message}` } };
  if (err instanceof Error && err.name === 'MulterError') {
    const code = (err as { code?: string }).code;
    return {
      status: code === 'LIMIT_FILE_SIZE' ? 413 : 400,
      body: { message: err.message, ...(code ? { code: code.toLowerCase() } : {}) },
    };
  }
  const status = Number(e?.status ?? e?.statusCode);
  if (e?.expose === true && status >= 400 && status < 500 && typeof e.message === 'string') return { status, body: { message: e.message } };
  return undefined;
}

export function notFoundHandler(): RequestHandler {
  return (req, _res, next) => next(AppError.notFound(`No route for ${req.method} ${req.path}`));
}

/** The one error handler: every error leaves as JSON `{ message, code?, details? }`, never a stack trace. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = isAppError(err) ? err : err instanceof ZodError ? fromZodError(err) : undefined;
    const client = appError ? undefined : clientError(err);
    const status = appError ? (appError.code === 'payload_too_large' ? 413 : ERROR_STATUS[appError.type]) : (client?.status ?? 500);
    if (status >= 500) log.error({ err, method: req.method, path: req.path }, 'request failed');
    const body: ErrorBody = appError
      ? {
          message: appError.message,
          ...(appError.code ? { code: appError.code } : {}),
          ...(appError.details !== undefined ? { details: appError.details } : {}),
        }
      : (client?.body ?? { message: 'An unexpected error occurred' });
    if (res.headersSent) return;
    res.status(status).json(body);
  };
}

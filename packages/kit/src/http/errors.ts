import { AppError, ERROR_STATUS, isAppError, type ErrorBody } from '@consign/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../log';

/** Turns a zod failure into the one error shape: the first issue's message, every issue in details. */
export function fromZodError(err: ZodError): AppError {
  const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return AppError.invalid(issues[0]?.message ?? 'Invalid request', issues);
}

function bodyParserError(err: unknown): AppError | undefined {
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return AppError.invalid('Malformed JSON body');
  if (type === 'entity.too.large') return new AppError('invalid_data', 'Request body is too large', 'payload_too_large');
  return undefined;
}

export function notFoundHandler(): RequestHandler {
  return (req, _res, next) => next(AppError.notFound(`No route for ${req.method} ${req.path}`));
}

/** The one error handler: every error leaves as JSON `{ message, code?, details? }`, never a stack trace. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = isAppError(err) ? err : err instanceof ZodError ? fromZodError(err) : bodyParserError(err);
    const status = appError ? (appError.code === 'payload_too_large' ? 413 : ERROR_STATUS[appError.type]) : 500;
    if (status >= 500) log.error({ err, method: req.method, path: req.path }, 'request failed');
    const body: ErrorBody = appError
      ? {
          message: appError.message,
          ...(appError.code ? { code: appError.code } : {}),
          ...(appError.details !== undefined ? { details: appError.details } : {}),
        }
      : { message: 'An unexpected error occurred' };
    if (res.headersSent) return;
    res.status(status).json(body);
  };
}

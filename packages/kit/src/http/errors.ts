import {
  AppError,
  ERROR_STATUS,
  apiMessage,
  formatApiMessage,
  isAppError,
  resolveApiMessage,
  type ApiMessage,
  type ApiMessageCode,
  type ErrorBody,
  type FieldIssue,
} from '@consign/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError, type core } from 'zod';
import type { Logger } from '../log';

/** The body of an error given by its catalogue message: the English text, its `code` and `params`, and a `reason`. */
export function errorBody(message: ApiMessage, reason?: string): ErrorBody {
  return {
    message: formatApiMessage(message),
    code: message.code,
    ...(message.params ? { params: message.params } : {}),
    ...(reason ? { reason } : {}),
  };
}

/** The catalogue message zod's own wording stands for, where a schema words none of its own. */
function standardIssue(issue: core.$ZodIssue): ApiMessage {
  const count = (n: unknown) => Number(n);
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined$/.test(issue.message)) return apiMessage('common.required');
      const byType: Record<string, ApiMessageCode> = {
        string: 'rules.validation.text',
        number: 'rules.validation.number',
        int: 'rules.validation.wholeNumber',
        boolean: 'rules.validation.boolean',
        array: 'rules.validation.list',
        object: 'rules.validation.object',
      };
      return apiMessage(byType[issue.expected] ?? 'rules.validation.invalid');
    }
    case 'too_small':
      if (issue.origin === 'string') return apiMessage('rules.validation.tooShort', { minimum: count(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return apiMessage('rules.validation.tooFew', { minimum: count(issue.minimum) });
      return apiMessage(issue.inclusive === false ? 'rules.validation.greaterThan' : 'rules.validation.atLeast', {
        minimum: count(issue.minimum),
      });
    case 'too_big':
      if (issue.origin === 'string') return apiMessage('rules.validation.tooLong', { maximum: count(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return apiMessage('rules.validation.tooMany', { maximum: count(issue.maximum) });
      return apiMessage(issue.inclusive === false ? 'rules.validation.lessThan' : 'rules.validation.atMost', {
        maximum: count(issue.maximum),
      });
    case 'invalid_value':
      return apiMessage('rules.validation.oneOf', { options: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return apiMessage(issue.format === 'email' ? 'sellers.validEmail' : 'rules.validation.format');
    case 'unrecognized_keys':
      return apiMessage('rules.validation.unknownFields', { fields: issue.keys.join(', ') });
    default:
      return apiMessage('rules.validation.invalid');
  }
}

/** One field's problem: the schema's own message when it is in the API catalogue, else the catalogue's words for zod's. */
function fieldIssue(issue: core.$ZodIssue): FieldIssue {
  const text = resolveApiMessage(issue.message) ?? standardIssue(issue);
  return {
    path: issue.path.map(String).join('.'),
    message: formatApiMessage(text),
    code: text.code,
    ...(text.params ? { params: text.params } : {}),
  };
}

/** Turns a zod failure into the one error shape: the first issue's message (and code), every issue in details. */
export function fromZodError(err: ZodError): AppError {
  const issues = err.issues.map(fieldIssue);
  const first = issues[0];
  return AppError.invalid(
    first?.code ? apiMessage(first.code as ApiMessageCode, first.params) : apiMessage('rules.http.invalidRequest'),
    issues,
  );
}

/** What a client did wrong with the body itself (body-parser's error types), in words a client can act on. */
const BODY_ERRORS: Record<string, { status: number; message: ApiMessageCode; reason?: string }> = {
  'entity.parse.failed': { status: 400, message: 'rules.http.malformedJson' },
  'entity.too.large': { status: 413, message: 'rules.http.bodyTooLarge', reason: 'payload_too_large' },
  'entity.verify.failed': { status: 400, message: 'rules.http.bodyRefused' },
  'charset.unsupported': { status: 415, message: 'rules.http.unsupportedCharset', reason: 'unsupported_media_type' },
  'encoding.unsupported': { status: 415, message: 'rules.http.unsupportedEncoding', reason: 'unsupported_media_type' },
  'content-type.unsupported': { status: 415, message: 'rules.http.jsonRequired', reason: 'unsupported_media_type' },
  'request.aborted': { status: 400, message: 'rules.http.aborted' },
  'request.size.invalid': { status: 400, message: 'rules.http.sizeMismatch' },
  'parameters.too.many': { status: 413, message: 'rules.http.tooManyParameters', reason: 'payload_too_large' },
};

/** multer's error codes and their texts in the catalogue (multer's own English). */
const UPLOAD_ERRORS: Record<string, ApiMessageCode> = {
  LIMIT_PART_COUNT: 'rules.upload.partCount',
  LIMIT_FILE_SIZE: 'rules.upload.fileSize',
  LIMIT_FILE_COUNT: 'rules.upload.fileCount',
  LIMIT_FIELD_KEY: 'rules.upload.fieldKey',
  LIMIT_FIELD_VALUE: 'rules.upload.fieldValue',
  LIMIT_FIELD_COUNT: 'rules.upload.fieldCount',
  LIMIT_UNEXPECTED_FILE: 'rules.upload.unexpectedFile',
  MISSING_FIELD_NAME: 'rules.upload.missingFieldName',
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
  if (known) return { status: known.status, body: errorBody(apiMessage(known.message), known.reason) };
  if (err instanceof Error && (MALFORMED_FORM.has(err.message) || err.message.startsWith('Unsupported content type:')))
    return { status: 400, body: errorBody(apiMessage('rules.http.malformedForm', { reason: err.message })) };
  if (err instanceof Error && err.name === 'MulterError') {
    const code = (err as { code?: string }).code;
    const known = code ? UPLOAD_ERRORS[code] : undefined;
    return {
      status: code === 'LIMIT_FILE_SIZE' ? 413 : 400,
      body: errorBody(known ? apiMessage(known) : apiMessage('rules.http.refused', { reason: err.message }), code?.toLowerCase()),
    };
  }
  const status = Number(e?.status ?? e?.statusCode);
  if (e?.expose === true && status >= 400 && status < 500 && typeof e.message === 'string')
    return { status, body: errorBody(apiMessage('rules.http.refused', { reason: e.message })) };
  return undefined;
}

export function notFoundHandler(): RequestHandler {
  return (req, _res, next) => next(AppError.notFound(apiMessage('rules.http.noRoute', { method: req.method, path: req.path })));
}

/** An AppError's body: its English message, the message's code and params, its reason and details. */
export function appErrorBody(err: AppError): ErrorBody {
  const text = err.apiMessage;
  return {
    message: err.message,
    ...(text ? { code: text.code } : {}),
    ...(text?.params ? { params: text.params } : {}),
    ...(err.code ? { reason: err.code } : {}),
    ...(err.details !== undefined ? { details: err.details } : {}),
  };
}

/**
 * The one error handler: every error leaves as JSON `{ message, code, params?, reason?, details? }` (contracts'
 * ErrorBody), never a stack trace. `code` is the message's key in the API catalogue, so a client can show it in
 * its reader's language.
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = isAppError(err) ? err : err instanceof ZodError ? fromZodError(err) : undefined;
    const client = appError ? undefined : clientError(err);
    const status = appError ? (appError.code === 'payload_too_large' ? 413 : ERROR_STATUS[appError.type]) : (client?.status ?? 500);
    if (status >= 500) log.error({ err, method: req.method, path: req.path }, 'request failed');
    if (appError && !appError.apiMessage)
      log.warn({ message: appError.message, path: req.path }, 'an error message is not in the API catalogue');
    const body: ErrorBody = appError ? appErrorBody(appError) : (client?.body ?? errorBody(apiMessage('common.unexpected')));
    if (res.headersSent) return;
    res.status(status).json(body);
  };
}

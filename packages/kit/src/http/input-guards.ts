import { STATUS_CODES, type Server } from 'node:http';
import { AppError, RULE_MESSAGES, apiMessage } from '@consign/contracts';
import type { RequestHandler } from 'express';
import { errorBody } from './errors';

export const NUL_MESSAGE = RULE_MESSAGES.http.nul;
export const LONE_SURROGATE_MESSAGE = RULE_MESSAGES.http.loneSurrogate;
export const TOO_DEEP_MESSAGE = RULE_MESSAGES.http.tooDeep;
export const PROTOTYPE_KEY_MESSAGE = RULE_MESSAGES.http.prototypeKey;

/** Deeper than any contract goes (rich text lists included); recursive schemas would exhaust the stack first. */
export const MAX_BODY_DEPTH = 32;

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The parts of a bracketed query key ('filters[__proto__]', 'a[b][]'). */
const keyParts = (key: string): string[] => key.split(/[[\]]+/).filter(Boolean);

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  // Postgres json(b) refuses a lone surrogate (the outbox insert would fail as a 500); it cannot be stored as text either.
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/** The first reason a JSON body or parsed query cannot be taken, if any. Iterative: deep input must not exhaust the stack. */
function inputProblem(value: unknown): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [v, depth] = pending.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return problem;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_BODY_DEPTH) return TOO_DEEP_MESSAGE;
      for (const [k, inner] of Object.entries(v)) {
        const problem = textProblem(k) ?? (keyParts(k).some((part) => PROTOTYPE_KEYS.has(part)) ? PROTOTYPE_KEY_MESSAGE : undefined);
        if (problem) return problem;
        pending.push([inner, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Input no route can use is refused here, before any route sees it: a NUL (Postgres text cannot hold U+0000)
 * or a lone UTF-16 surrogate in the URL or any JSON text, a body nested deeper than any contract, and
 * prototype names as body or query keys (they would reach objects built from the input).
 */
export function rejectHostileInput(): RequestHandler {
  return (req, _res, next) => {
    if (/%00/i.test(req.url)) return next(AppError.invalid(NUL_MESSAGE));
    const problem = inputProblem(req.query) ?? inputProblem(req.body);
    next(problem ? AppError.invalid(problem) : undefined);
  };
}

/** What an import route reads as a CSV file body (Excel and browsers label .csv files differently). */
export const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];
const CSV_ACCEPTED = 'acceptsCsvBody';

/** Marks a route as one that reads a CSV body itself, so requireJsonBodies lets text/csv through to it. */
export function acceptCsvBodies(): RequestHandler {
  return (_req, res, next) => {
    res.locals[CSV_ACCEPTED] = true;
    next();
  };
}

/**
 * A write whose body is not JSON (text/plain, a form) would reach the route as an empty body, and schemas
 * whose fields all have defaults would then save those defaults: it is refused with 415 instead. File
 * uploads (multipart/form-data) are the routes' own to parse.
 */
export function requireJsonBodies(): RequestHandler {
  return (req, res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || !['POST', 'PUT', 'PATCH'].includes(req.method)) return next();
    if (req.is('application/json') || req.is('multipart/form-data')) return next();
    if (res.locals[CSV_ACCEPTED] === true && req.is(CSV_TYPES)) return next();
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
        ? ([431, 'rules.http.headersTooLarge'] as const)
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ([408, 'rules.http.requestTimeout'] as const)
          : ([400, 'rules.http.malformedHttp'] as const);
    const body = JSON.stringify(errorBody(apiMessage(message)));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

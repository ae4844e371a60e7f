// No zod here: money formatting needs AppError, and the seller portal's first bundle stays free of zod.
import { formatApiMessage, resolveApiMessage, type ApiMessage } from './api-messages';
import { MESSAGES, RULE_MESSAGES } from './messages';

export const ERROR_TYPES = [
  'invalid_data',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unexpected_state',
  'rate_limited',
  'unavailable',
  'unexpected',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** The one table from error type to HTTP status (kit/http uses it; nothing else picks statuses). */
export const ERROR_STATUS: Record<ErrorType, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unexpected_state: 422,
  rate_limited: 429,
  unavailable: 503,
  unexpected: 500,
};

/** What an AppError says: an English text of the API catalogue, or a message by its code (with its placeholders). */
export type ErrorMessage = string | ApiMessage;

/**
 * A refusal or failure with its HTTP type. `message` is the English text (the SPEC's where it has one); the error
 * body (kit/http) carries beside it the message's `code` in the API catalogue and its `params`, so a client shows
 * the text in its reader's language. `code` here is the error's own machine reason ('negative_balance'), which
 * the body carries as `reason`: several refusals share a text and a client tells them apart by it.
 */
export class AppError extends Error {
  readonly #given: ApiMessage | undefined;
  #resolved: ApiMessage | null | undefined;

  constructor(
    readonly type: ErrorType,
    message: ErrorMessage,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : formatApiMessage(message));
    this.name = 'AppError';
    this.#given = typeof message === 'string' ? undefined : message;
  }

  /** The message's code and placeholders in the API catalogue; undefined for a text the catalogue lacks. */
  get apiMessage(): ApiMessage | undefined {
    if (this.#given) return this.#given;
    if (this.#resolved === undefined) this.#resolved = resolveApiMessage(this.message) ?? null;
    return this.#resolved ?? undefined;
  }

  static invalid(message: ErrorMessage, details?: unknown): AppError {
    return new AppError('invalid_data', message, undefined, details);
  }
  static unauthorized(message: ErrorMessage = MESSAGES.common.unauthorized): AppError {
    return new AppError('unauthorized', message);
  }
  static forbidden(message: ErrorMessage = RULE_MESSAGES.access.forbidden): AppError {
    return new AppError('forbidden', message);
  }
  static notFound(message: ErrorMessage): AppError {
    return new AppError('not_found', message);
  }
  static conflict(message: ErrorMessage, code?: string): AppError {
    return new AppError('conflict', message, code);
  }
  /** A business rule refused the request (422). */
  static unexpectedState(message: ErrorMessage, code?: string): AppError {
    return new AppError('unexpected_state', message, code);
  }
  static rateLimited(message: ErrorMessage): AppError {
    return new AppError('rate_limited', message);
  }
  static unavailable(message: ErrorMessage): AppError {
    return new AppError('unavailable', message);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

// No zod here: money formatting needs AppError, and the seller portal's first bundle stays free of zod.
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

export class AppError extends Error {
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static invalid(message: string, details?: unknown): AppError {
    return new AppError('invalid_data', message, undefined, details);
  }
  static unauthorized(message = 'Unauthorized'): AppError {
    return new AppError('unauthorized', message);
  }
  static forbidden(message = 'Forbidden'): AppError {
    return new AppError('forbidden', message);
  }
  static notFound(message: string): AppError {
    return new AppError('not_found', message);
  }
  static conflict(message: string, code?: string): AppError {
    return new AppError('conflict', message, code);
  }
  /** A business rule refused the request (422). */
  static unexpectedState(message: string, code?: string): AppError {
    return new AppError('unexpected_state', message, code);
  }
  static rateLimited(message: string): AppError {
    return new AppError('rate_limited', message);
  }
  static unavailable(message: string): AppError {
    return new AppError('unavailable', message);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

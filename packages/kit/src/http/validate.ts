import { AppError, RULE_MESSAGES } from '@consign/contracts';
import type { z } from 'zod';
import { fromZodError } from './errors';

/** Parses request input with a contract schema; a failure becomes a 400 with the schema's own message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

export const NOTHING_TO_UPDATE = RULE_MESSAGES.http.nothingToUpdate;

/**
 * Parses a partial update. A body whose every key is unknown (zod strips those) would otherwise
 * "succeed" without a change yet still publish an update event or create a row of defaults.
 */
export function parsePatch<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const patch = parseInput(schema, value);
  const named = typeof patch === 'object' && patch !== null && Object.values(patch).some((v) => v !== undefined);
  if (!named) throw AppError.invalid(NOTHING_TO_UPDATE);
  return patch;
}

/**
 * Parses a PATCH of a value whose schema has defaults: the fields the body gives are laid over the current
 * value and the whole is validated, so what the body omits keeps its value instead of falling back to the
 * default (zod 4 applies a default even inside `.partial()`).
 */
export function parseMergedPatch<S extends z.ZodType>(schema: S, current: unknown, value: unknown): z.infer<S> {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  return parseInput(schema, isRecord(value) && isRecord(current) ? { ...current, ...value } : value);
}

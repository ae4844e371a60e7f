import type { z } from 'zod';
import { fromZodError } from './errors';

/** Parses request input with a contract schema; a failure becomes a 400 with the schema's own message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

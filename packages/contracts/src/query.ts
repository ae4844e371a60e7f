import { z } from 'zod';

/** `?ids=a, b,,c` → ['a', 'b', 'c']; absent or empty → undefined (no filter). */
export const commaListParam = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
  );

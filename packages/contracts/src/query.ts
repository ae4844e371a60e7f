import { z } from 'zod';
import { RULE_MESSAGES } from './messages';

export const ID_LIST_MESSAGE = RULE_MESSAGES.http.idList;

/** How many matches a picker offers (more are reached by typing more); it asks for one more, to know there are more. */
export const PICKER_PAGE = 30;

/**
 * `?ids=a, b,,c` → ['a', 'b', 'c']; absent or empty → undefined (no filter). Every id must be a UUID: the
 * list goes into SQL against uuid columns, where anything else would fail as a 500.
 */
export const idListParam = z
  .string(ID_LIST_MESSAGE)
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
  )
  .pipe(z.array(z.uuid(ID_LIST_MESSAGE)).optional());

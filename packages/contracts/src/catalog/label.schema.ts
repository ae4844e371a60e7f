import { z } from 'zod';
import { formatIcu } from '../icu';
import { RULE_MESSAGES } from '../messages';

/** SPEC §9: the default label is 31.75 × 57.15 mm; an organization sets its own, a query may override it. */
export const DEFAULT_LABEL_WIDTH_MM = 31.75;
export const DEFAULT_LABEL_HEIGHT_MM = 57.15;
export const LABEL_MM = { min: 15, max: 150 } as const;
export const LABELS_MAX_PER_REQUEST = 500;

const LABEL_SIZE_MESSAGE = formatIcu(RULE_MESSAGES.labels.sizeRange, { min: String(LABEL_MM.min), max: String(LABEL_MM.max) });
/** A label side in millimetres; from a query string (coerced) or a JSON body. */
export const labelMm = z.coerce
  .number({ error: LABEL_SIZE_MESSAGE })
  .min(LABEL_MM.min, LABEL_SIZE_MESSAGE)
  .max(LABEL_MM.max, LABEL_SIZE_MESSAGE);

/** GET /api/{org}/products/{id}/{sku}?widthInMm&heightInMm&currency (and the same query for bulk labels). */
export const labelQuerySchema = z.object({
  // Unset: the organization's label size (Settings → Labels).
  widthInMm: labelMm.optional(),
  heightInMm: labelMm.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, RULE_MESSAGES.settings.currencyCode)
    .optional(),
});

export const bulkLabelsSchema = z.object({
  ids: z
    .array(z.uuid(RULE_MESSAGES.products.invalidProductId), { error: RULE_MESSAGES.labels.chooseProduct })
    .min(1, RULE_MESSAGES.labels.chooseProduct)
    .max(LABELS_MAX_PER_REQUEST, formatIcu(RULE_MESSAGES.labels.atMost, { max: String(LABELS_MAX_PER_REQUEST) })),
});

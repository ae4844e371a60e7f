import { z } from 'zod';

/** SPEC §9: the default label is 31.75 × 57.15 mm; an organization sets its own, a query may override it. */
export const DEFAULT_LABEL_WIDTH_MM = 31.75;
export const DEFAULT_LABEL_HEIGHT_MM = 57.15;
export const LABEL_MM = { min: 15, max: 150 } as const;
export const LABELS_MAX_PER_REQUEST = 500;

const LABEL_SIZE_MESSAGE = `Label size must be between ${LABEL_MM.min} and ${LABEL_MM.max} mm`;
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
    .regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code such as NOK')
    .optional(),
});

export const bulkLabelsSchema = z.object({
  ids: z
    .array(z.uuid('Invalid product id'), { error: 'Choose at least one product' })
    .min(1, 'Choose at least one product')
    .max(LABELS_MAX_PER_REQUEST, `At most ${LABELS_MAX_PER_REQUEST} labels at a time`),
});

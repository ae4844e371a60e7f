import { RESERVED_ORGANIZATION_SLUGS, RESERVED_SLUG_MESSAGE } from '@consign/contracts';
import { z } from 'zod';

/** A slug is part of every API path and never changes: lowercase letters, digits and single dashes. */
export const organizationSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes for the slug')
  .min(2, 'The slug must be at least 2 characters')
  .max(40, 'The slug must be at most 40 characters')
  .refine((slug) => !RESERVED_ORGANIZATION_SLUGS.includes(slug), RESERVED_SLUG_MESSAGE);

export const newOrganizationSchema = z.object({
  slug: organizationSlugSchema,
  name: z.string().trim().min(1, 'Organization name is required').max(120),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code such as NOK')
    .default('NOK'),
});

export type NewOrganization = z.infer<typeof newOrganizationSchema>;

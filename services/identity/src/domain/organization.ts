import { RESERVED_ORGANIZATION_SLUGS, RESERVED_SLUG_MESSAGE, RULE_MESSAGES } from '@consign/contracts';
import { z } from 'zod';

/** A slug is part of every API path and never changes: lowercase letters, digits and single dashes. */
export const organizationSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, RULE_MESSAGES.organizations.slugFormat)
  .min(2, RULE_MESSAGES.organizations.slugTooShort)
  .max(40, RULE_MESSAGES.organizations.slugTooLong)
  .refine((slug) => !RESERVED_ORGANIZATION_SLUGS.includes(slug), RESERVED_SLUG_MESSAGE);

export const newOrganizationSchema = z.object({
  slug: organizationSlugSchema,
  name: z.string().trim().min(1, RULE_MESSAGES.settings.nameRequired).max(120),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, RULE_MESSAGES.settings.currencyCode)
    .default('NOK'),
});

export type NewOrganization = z.infer<typeof newOrganizationSchema>;

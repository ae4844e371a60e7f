import { z } from 'zod';
import { organizationConfigSchema } from '../identity/organization.schema';
import { LANGUAGES } from '../language';
import { defineEvent } from './envelope';

const organizationData = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  name: z.string().min(1),
  currency: z.string().length(3),
  /** Settings → Organization: language, the default of everyone in it who chose none. */
  language: z.enum(LANGUAGES).nullable().default(null),
});

export const organizationCreated = defineEvent({
  type: 'identity.organization.created',
  version: 1,
  aggregateType: 'organization',
  data: organizationData,
});

export const organizationUpdated = defineEvent({
  type: 'identity.organization.updated',
  version: 1,
  aggregateType: 'organization',
  data: organizationData.extend({ config: organizationConfigSchema }),
});

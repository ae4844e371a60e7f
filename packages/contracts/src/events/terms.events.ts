import { z } from 'zod';
import { defineEvent } from './envelope';

export const termsPublished = defineEvent({
  type: 'identity.terms.published',
  version: 1,
  aggregateType: 'terms',
  data: z.object({ id: z.string(), modifiedAt: z.string() }),
});

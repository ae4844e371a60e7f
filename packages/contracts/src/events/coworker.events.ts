import { z } from 'zod';
import { defineEvent } from './envelope';

const coworkerData = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const coworkerCreated = defineEvent({
  type: 'identity.coworker.created',
  version: 1,
  aggregateType: 'coworker',
  data: coworkerData,
});
export const coworkerDeleted = defineEvent({
  type: 'identity.coworker.deleted',
  version: 1,
  aggregateType: 'coworker',
  data: z.object({ id: z.string() }),
});

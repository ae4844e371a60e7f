import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { apiMessage } from '../api-messages';
import { AppError } from '../errors';
import { RULE_MESSAGES } from '../messages';

/** What travels on the bus: the same envelope for every event, `data` checked by the event's contract. */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+(\.[a-z_]+){2,}$/),
  version: z.number().int().positive(),
  source: z.string().min(1),
  orgId: z.string().nullable(),
  aggregateType: z.string().min(1),
  aggregateId: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  data: z.unknown(),
});

export type EventEnvelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: T };

export interface NewEvent<T> {
  source: string;
  orgId: string | null;
  aggregateId: string;
  data: T;
  correlationId?: string | null;
  causationId?: string | null;
}

export interface EventContract<T = unknown> {
  readonly type: string;
  readonly version: number;
  readonly aggregateType: string;
  readonly schema: z.ZodType<T>;
  /** Validates an envelope of this type; throws AppError('invalid_data') naming what is wrong. */
  parse(envelope: unknown): EventEnvelope<T>;
  create(event: NewEvent<T>): EventEnvelope<T>;
}

/** Producer and consumer import the same contract, so both sides agree on the shape of `data`. */
export function defineEvent<S extends z.ZodType>(def: {
  type: string;
  version: number;
  aggregateType: string;
  data: S;
}): EventContract<z.infer<S>> {
  type T = z.infer<S>;
  return {
    type: def.type,
    version: def.version,
    aggregateType: def.aggregateType,
    schema: def.data as z.ZodType<T>,
    parse(envelope) {
      const outer = envelopeSchema.safeParse(envelope);
      const data = outer.success ? def.data.safeParse(outer.data.data) : undefined;
      if (!outer.success || !data?.success || outer.data.type !== def.type || outer.data.version !== def.version) {
        const issues = outer.success
          ? data?.success === false
            ? data.error.issues
            : [{ message: RULE_MESSAGES.http.eventMismatch }]
          : outer.error.issues;
        throw AppError.invalid(apiMessage('rules.http.invalidEvent', { type: def.type, version: String(def.version) }), issues);
      }
      return { ...outer.data, data: data.data as T };
    },
    create(event) {
      return {
        id: uuidv7(),
        type: def.type,
        version: def.version,
        source: event.source,
        orgId: event.orgId,
        aggregateType: def.aggregateType,
        aggregateId: event.aggregateId,
        occurredAt: new Date().toISOString(),
        correlationId: event.correlationId ?? null,
        causationId: event.causationId ?? null,
        data: def.data.parse(event.data) as T,
      };
    },
  };
}

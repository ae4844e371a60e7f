import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';

/** Slot length when a store has none configured (SPEC §9). */
export const DEFAULT_SLOT_LENGTH_MINUTES = 60;
export const ISO_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, RULE_MESSAGES.deliveries.timeFormat);
export const isoDate = z.iso.date('Dates are yyyy-MM-dd');

/** One opening interval in Paris local time, e.g. 10:00–16:00. */
export const openingIntervalSchema = z
  .strictObject({ from: hhmm, to: hhmm })
  .refine((i) => i.from < i.to, { message: RULE_MESSAGES.deliveries.intervalOrder });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

/** Opening intervals per ISO weekday (1 = Monday … 7 = Sunday); a missing day is closed. */
export const weeklyScheduleSchema = z.partialRecord(
  z.enum(ISO_WEEKDAYS),
  z
    .array(openingIntervalSchema)
    .max(12)
    .refine((day) => [...day].sort((a, b) => a.from.localeCompare(b.from)).every((iv, i, all) => i === 0 || all[i - 1]!.to <= iv.from), {
      message: RULE_MESSAGES.deliveries.intervalsOverlap,
    }),
);
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/**
 * Body of the coworker's "update delivery schedule" call; every field optional, the rest stays. Strict: a
 * misspelt key ('slotLength') would otherwise be dropped and the call answer 200 having changed nothing.
 */
export const deliveryScheduleUpdateSchema = z.strictObject({
  enabled: z.boolean().optional(),
  slot_length: z
    .number({ message: RULE_MESSAGES.deliveries.slotLengthRange })
    .int(RULE_MESSAGES.deliveries.slotLengthRange)
    .min(5, RULE_MESSAGES.deliveries.slotLengthRange)
    .max(480, RULE_MESSAGES.deliveries.slotLengthRange)
    .optional(),
  slot_buffer: z
    .number({ message: RULE_MESSAGES.deliveries.slotBufferRange })
    .int(RULE_MESSAGES.deliveries.slotBufferRange)
    .min(0, RULE_MESSAGES.deliveries.slotBufferRange)
    .max(240, RULE_MESSAGES.deliveries.slotBufferRange)
    .optional(),
  schedule: weeklyScheduleSchema.optional(),
  schedule_end_date: isoDate.nullable().optional(),
});
export type DeliveryScheduleUpdate = z.infer<typeof deliveryScheduleUpdateSchema>;

export const excludedDatesUpdateSchema = z.strictObject({ dates: z.array(isoDate).max(1000) });

/** A store's delivery configuration as the API shows it. */
export interface StoreDeliveryConfig {
  store_id: string;
  organization_slug: string;
  enabled: boolean;
  slot_length: number;
  slot_buffer: number;
  schedule: WeeklySchedule;
  schedule_end_date: string | null;
  excluded_dates: string[];
}

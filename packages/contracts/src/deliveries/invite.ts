import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { z } from 'zod';
import { PARIS_TIME_ZONE } from '../paris-day';

/** Everything a calendar invite of a delivery says; delivery events carry it so every renderer agrees. */
export const deliveryInviteSchema = z.object({
  deliveryId: z.string(),
  /** Grows on every reschedule and on cancellation, so calendars replace the older copy. */
  sequence: z.number().int().min(0),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  cancelled: z.boolean(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  organizer: z.object({ name: z.string(), email: z.string() }).nullable(),
  attendee: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type DeliveryInvite = z.infer<typeof deliveryInviteSchema>;

const utcParts = (iso: string): DateArray => {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

/**
 * The RFC 5545 calendar of a delivery, its times in Europe/Paris (SPEC §9: DTSTART;TZID=Europe/Paris with
 * the zone's VTIMEZONE). One UID per delivery; METHOD:CANCEL once it is cancelled.
 */
export function renderDeliveryInvite(invite: DeliveryInvite): string {
  const event: EventAttributes = {
    productId: 'consign/deliveries',
    method: invite.cancelled ? 'CANCEL' : invite.organizer ? 'REQUEST' : 'PUBLISH',
    uid: `delivery-${invite.deliveryId}@consign`,
    sequence: invite.sequence,
    start: utcParts(invite.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(invite.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invite.title,
    location: invite.location,
    description: invite.description,
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    ...(invite.organizer ? { organizer: { name: invite.organizer.name, email: invite.organizer.email } } : {}),
    ...(invite.attendee ? { attendees: [{ name: invite.attendee.name, email: invite.attendee.email, rsvp: false }] } : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar invite could not be rendered');
  return foldLines(inParisTime(value));
}

/**
 * Europe/Paris as RFC 5545 describes a zone: CEST from the last Sunday of March 02:00, CET from the last
 * Sunday of October 03:00 (EU rules since 1996), so a calendar places the wall-clock times right in both seasons.
 */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PARIS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const parisClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** 20261025T023000: the Paris wall clock of a UTC instant, as a DATE-TIME with TZID wants it. */
function parisDateTime(utc: string): string {
  const [, y, mo, d, h, mi, se] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(utc)!;
  const parts = parisClock.formatToParts(new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +se!)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/** The ics package writes DTSTART/DTEND in UTC: they become Paris wall-clock times with the zone before the event. */
function inParisTime(ics: string): string {
  return ics
    .replace(
      /^(DTSTART|DTEND):(\d{8}T\d{6}Z)(?=\r?$)/gm,
      (_line, name: string, utc: string) => `${name};TZID=${PARIS_TIME_ZONE}:${parisDateTime(utc)}`,
    )
    .replace(/^BEGIN:VEVENT(?=\r?$)/m, `${PARIS_VTIMEZONE}\r\nBEGIN:VEVENT`);
}

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded. The ics package counts characters, so
 * a Norwegian store name can leave a line over 75 octets: unfold, then fold again by octets, never
 * inside a UTF-8 character.
 */
const utf8 = new TextEncoder();

function foldLines(ics: string): string {
  const folded = ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = utf8.encode(char).length;
        // Continuation lines start with a space, which counts toward their 75 octets.
        if (octets + size > (parts.length ? 74 : 75)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    });
  return folded.join('\r\n');
}

/** Google Calendar has no .ics import from a link in Gmail's web client, so those sellers get a link. */
export function isGoogleMailAddress(email: string): boolean {
  return /@(gmail|googlemail)\.com$/i.test(email.trim());
}

const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(invite: DeliveryInvite): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: invite.title,
    dates: `${compactUtc(invite.start)}/${compactUtc(invite.end)}`,
    details: invite.description,
    location: invite.location,
    ctz: 'Europe/Paris',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

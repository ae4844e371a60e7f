import { googleCalendarUrl, isGoogleMailAddress, renderDeliveryInvite, type DeliveryInvite } from '@consign/contracts';

const invite: DeliveryInvite = {
  deliveryId: '0195f3a0-0000-7000-8000-0000000000aa',
  sequence: 0,
  // The fall-back Sunday: 02:30 comes twice in Paris; this is the second one (CET).
  start: '2026-10-25T02:30:00+01:00',
  end: '2026-10-25T03:30:00+01:00',
  cancelled: false,
  title: 'Delivery at Grünerløkka',
  location: 'Thorvald Meyers gate 1, 0555 Oslo, Norway',
  description: 'Delivery of your items to Grünerløkka (Demo) on 2026-10-25 at 02:30 (Paris time).',
  organizer: { name: 'Demo', email: 'lokka@demo.test' },
  attendee: { name: 'Sara Seller', email: 'sara@gmail.com' },
};

const lines = (ics: string) => ics.split('\r\n');
/** A property of the event (the VTIMEZONE before it has DTSTARTs of its own). */
const field = (ics: string, name: string) =>
  lines(ics.replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r\n/, '')).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

test('a valid RFC 5545 calendar: CRLF lines of at most 75 octets, one VEVENT, times in Europe/Paris', () => {
  const ics = renderDeliveryInvite(invite);
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  expect(lines(ics).every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(field(ics, 'DTSTART')).toBe('DTSTART;TZID=Europe/Paris:20261025T023000');
  expect(field(ics, 'DTEND')).toBe('DTEND;TZID=Europe/Paris:20261025T033000');
  expect(ics.match(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Paris\r\n/g)).toHaveLength(1);
  expect(field(ics, 'UID')).toBe(`UID:delivery-${invite.deliveryId}@consign`);
  expect(field(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
  expect(field(ics, 'METHOD')).toBe('METHOD:REQUEST');
  expect(field(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
});

test('the same UID after a reschedule with a higher SEQUENCE; METHOD:CANCEL once cancelled', () => {
  const moved = renderDeliveryInvite({ ...invite, sequence: 1, start: '2026-10-26T10:00:00+01:00', end: '2026-10-26T11:00:00+01:00' });
  expect(field(moved, 'UID')).toBe(`UID:delivery-${invite.deliveryId}@consign`);
  expect(field(moved, 'SEQUENCE')).toBe('SEQUENCE:1');
  const cancelled = renderDeliveryInvite({ ...invite, sequence: 2, cancelled: true });
  expect(field(cancelled, 'METHOD')).toBe('METHOD:CANCEL');
  expect(field(cancelled, 'STATUS')).toBe('STATUS:CANCELLED');
  expect(field(cancelled, 'SEQUENCE')).toBe('SEQUENCE:2');
  // Without an organizer there is nobody to reply to: a published event, not a request.
  expect(field(renderDeliveryInvite({ ...invite, organizer: null }), 'METHOD')).toBe('METHOD:PUBLISH');
});

test('gmail.com and googlemail.com sellers get a Google Calendar link with the slot in UTC', () => {
  expect(['a@gmail.com', 'B@GoogleMail.com '].map(isGoogleMailAddress)).toEqual([true, true]);
  expect(['a@gmail.co', 'a@notgmail.com.evil', 'gmail.com@x.no'].map(isGoogleMailAddress)).toEqual([false, false, false]);
  const url = new URL(googleCalendarUrl(invite));
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    action: 'TEMPLATE',
    text: invite.title,
    dates: '20261025T013000Z/20261025T023000Z',
    location: invite.location,
    ctz: 'Europe/Paris',
  });
});

describe.each([
  { season: 'summer (CEST, UTC+2)', start: '2026-07-15T10:00:00+02:00', end: '2026-07-15T10:30:00+02:00', wall: '20260715T100000' },
  { season: 'winter (CET, UTC+1)', start: '2026-01-15T10:00:00+01:00', end: '2026-01-15T10:30:00+01:00', wall: '20260115T100000' },
  { season: 'spring-forward day', start: '2026-03-29T10:00:00+02:00', end: '2026-03-29T10:30:00+02:00', wall: '20260329T100000' },
])('a calendar library reads the invite at the right instant: $season', ({ start, end, wall }) => {
  const ics = renderDeliveryInvite({ ...invite, start, end });

  test('DTSTART carries the Paris wall clock and the zone', () => {
    expect(field(ics, 'DTSTART')).toBe(`DTSTART;TZID=Europe/Paris:${wall}`);
  });

  test('ical.js, resolving TZID through the VTIMEZONE, gives the instant of the delivery', async () => {
    // ical.js is an ES module; this test file is CommonJS.
    const { default: ICAL } = await import('ical.js');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone?.tzid).toBe('Europe/Paris');
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(end).toISOString());
  });
});

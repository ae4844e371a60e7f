import {
  googleCalendarUrl,
  isGoogleMailAddress,
  renderDeliveryInvite,
  type DeliveryInvite,
  type Language,
  type UpdateBlock,
} from '@consign/contracts';
import { rich, t } from '../i18n';
import { parisDateTime } from './formats';
import { p, type UpdateDraft } from './update-content';

export type DeliveryUpdateType = 'delivery_confirmed' | 'delivery_rescheduled' | 'delivery_cancelled';

export function deliveryUpdate(
  input: {
    type: DeliveryUpdateType;
    sellerId: string;
    sellerEmail: string;
    invite: DeliveryInvite;
    previousAt?: string;
  },
  language: Language,
): UpdateDraft {
  const { invite } = input;
  const when = t(language, 'delivery.when', { time: parisDateTime(invite.start, language) });
  const paragraph = (children: ReturnType<typeof rich>): UpdateBlock => ({ type: 'paragraph', children });
  const body: UpdateBlock[] = [
    input.type === 'delivery_cancelled'
      ? paragraph(rich(language, 'delivery.cancelled', { location: invite.location, when }))
      : input.type === 'delivery_rescheduled' && input.previousAt
        ? paragraph(rich(language, 'delivery.moved', { from: parisDateTime(input.previousAt, language), when, location: invite.location }))
        : paragraph(rich(language, 'delivery.booked', { when, location: invite.location })),
  ];
  // Gmail's web client does not import an attached invite: those sellers get a calendar link instead (SPEC §7).
  const google = isGoogleMailAddress(input.sellerEmail);
  body.push(p(t(language, google ? 'delivery.calendarLink' : 'delivery.calendarAttached')));
  return {
    type: input.type,
    audience: 'seller',
    sellerId: input.sellerId,
    subject: t(language, `delivery.subjects.${input.type}`),
    body,
    cta: google && !invite.cancelled ? { url: googleCalendarUrl(invite), text: t(language, 'delivery.googleCalendar') } : null,
    attachments: google
      ? []
      : [
          {
            filename: 'invite.ics',
            contentType: `text/calendar; charset=utf-8; method=${invite.cancelled ? 'CANCEL' : invite.organizer ? 'REQUEST' : 'PUBLISH'}`,
            content: renderDeliveryInvite(invite),
          },
        ],
  };
}

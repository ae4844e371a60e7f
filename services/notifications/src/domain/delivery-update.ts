import { googleCalendarUrl, isGoogleMailAddress, renderDeliveryInvite, type DeliveryInvite, type UpdateBlock } from '@consign/contracts';
import { p, parisTime, type UpdateDraft } from './update-content';

export const DELIVERY_SUBJECTS = {
  delivery_confirmed: 'Your delivery is confirmed',
  delivery_rescheduled: 'Your delivery was rescheduled',
  delivery_cancelled: 'Your delivery was cancelled',
} as const;

export function deliveryUpdate(input: {
  type: keyof typeof DELIVERY_SUBJECTS;
  sellerId: string;
  sellerEmail: string;
  invite: DeliveryInvite;
  previousAt?: string;
}): UpdateDraft {
  const { invite } = input;
  const when = `${parisTime(invite.start)} (Paris time)`;
  const body: UpdateBlock[] =
    input.type === 'delivery_cancelled'
      ? [p('Your delivery at ', { text: invite.location, bold: true }, ' on ', { text: when, bold: true }, ' was cancelled.')]
      : [
          p(
            input.type === 'delivery_rescheduled' && input.previousAt
              ? `Your delivery has moved from ${parisTime(input.previousAt)} to `
              : 'Your delivery is booked for ',
            { text: when, bold: true },
            ' at ',
            { text: invite.location, bold: true },
            '.',
          ),
        ];
  // Gmail's web client does not import an attached invite: those sellers get a calendar link instead (SPEC §7).
  const google = isGoogleMailAddress(input.sellerEmail);
  body.push(p(google ? 'Add it to your calendar with the link below.' : 'The calendar invite is attached.'));
  return {
    type: input.type,
    audience: 'seller',
    sellerId: input.sellerId,
    subject: DELIVERY_SUBJECTS[input.type],
    body,
    cta: google && !invite.cancelled ? { url: googleCalendarUrl(invite), text: 'Add to Google Calendar' } : null,
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

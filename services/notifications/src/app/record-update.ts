import { randomUUID } from 'node:crypto';
import { emailSettingsView, type EmailStatus } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { findEmailSettings } from '../db/email-settings.repo';
import { findSeller, listCoworkers, listSellers } from '../db/replicas.repo';
import { insertEmails, insertUpdate, type UpdateRow } from '../db/updates.repo';
import type { UpdateDraft } from '../domain/update-content';
import type { NotificationQueues } from '../jobs/queues';

interface Recipient {
  email: string;
  name: string;
}

async function recipientsOf(trx: Trx, orgId: string, draft: UpdateDraft, account?: Recipient): Promise<Recipient[]> {
  switch (draft.audience) {
    case 'account':
      return account ? [account] : [];
    case 'seller': {
      const seller = draft.sellerId ? await findSeller(trx, orgId, draft.sellerId) : undefined;
      return seller ? [{ email: seller.email, name: seller.full_name }] : [];
    }
    case 'all_sellers':
      return (await listSellers(trx, orgId)).map((s) => ({ email: s.email, name: s.full_name }));
    case 'staff':
      return (await listCoworkers(trx, orgId)).map((c) => ({ email: c.email, name: c.name }));
  }
}

/**
 * Stores an update and the e-mails it causes, inside the caller's transaction (an inbox handler's or a
 * use case's). The e-mail jobs are queued before the commit under the e-mail's id, so a crash after the
 * commit loses nothing; a job that runs before the commit finds no row yet and is retried.
 */
export async function recordUpdate(
  trx: Trx,
  queues: NotificationQueues,
  orgId: string,
  draft: UpdateDraft,
  account?: Recipient,
): Promise<UpdateRow> {
  const settings = emailSettingsView(await findEmailSettings(trx, orgId));
  const recipients = settings.types[draft.type] ? await recipientsOf(trx, orgId, draft, account) : [];
  const status: EmailStatus = !settings.types[draft.type] ? 'off' : recipients.length ? 'pending' : 'none';
  const update = await insertUpdate(trx, {
    id: randomUUID(),
    org_id: orgId,
    seller_id: draft.sellerId,
    audience: draft.audience,
    type: draft.type,
    subject: draft.subject,
    body: draft.body,
    cta: draft.cta,
    attachments: draft.attachments,
    email_status: status,
  });
  const emails = recipients.map((r) => ({ id: randomUUID(), org_id: orgId, update_id: update.id, to_address: r.email, to_name: r.name }));
  await insertEmails(trx, emails);
  if (emails.length) await queues.emails.addBulk(emails.map((e) => ({ name: 'send', data: { emailId: e.id }, opts: { jobId: e.id } })));
  return update;
}

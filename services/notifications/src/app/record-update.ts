import { randomUUID } from 'node:crypto';
import { LANGUAGES, emailSettingsView, resolveLanguage, type EmailStatus, type Language } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { findSeller, listCoworkers, listSellers, type OrganizationReplica, type SellerReplica } from '../db/replicas.repo';
import { insertEmails, insertUpdate, type UpdateRow } from '../db/updates.repo';
import type { LocalizedDraft, UpdateDraft, UpdateText } from '../domain/update-content';
import type { NotificationQueues } from '../jobs/queues';
import { emailSettingsOnce, organizationOnce } from './batch-reads';

/** Who an account e-mail goes to (an invite, a reset link, a buyer's receipt): identity resolved their language. */
export interface AccountRecipient {
  email: string;
  name: string;
  language?: Language;
}

/**
 * Replicas the handler has already read in this transaction (undefined: not there), so they are not read twice:
 * at 200 sales a second, 'Your item sold' read its organization and seller twice each.
 */
export interface KnownReplicas {
  organization?: OrganizationReplica | undefined;
  /** The draft's seller. */
  seller?: SellerReplica | undefined;
}

interface Reader {
  email: string;
  name: string;
  language: Language;
}

/**
 * Who reads the update, each in their language: a seller's own choice, else the organization's default, else
 * English (contracts' resolveLanguage: the rule of screens, e-mails and PDFs). Staff chose none here: theirs is
 * the organization's.
 */
async function readersOf(
  trx: Trx,
  orgId: string,
  draft: UpdateDraft,
  organization: Language,
  account: AccountRecipient | undefined,
  known: KnownReplicas,
): Promise<Reader[]> {
  const sellerReader = (s: SellerReplica): Reader => ({
    email: s.email,
    name: s.full_name,
    language: resolveLanguage({ user: s.language, organization }),
  });
  switch (draft.audience) {
    case 'account':
      return account ? [{ email: account.email, name: account.name, language: account.language ?? organization }] : [];
    case 'seller': {
      if (!draft.sellerId) return [];
      const seller = 'seller' in known ? known.seller : await findSeller(trx, orgId, draft.sellerId);
      return seller ? [sellerReader(seller)] : [];
    }
    case 'all_sellers':
      return (await listSellers(trx, orgId)).map(sellerReader);
    case 'staff':
      return (await listCoworkers(trx, orgId)).map((c) => ({ email: c.email, name: c.name, language: organization }));
  }
}

const textOf = (d: UpdateDraft): UpdateText => ({ subject: d.subject, body: d.body, cta: d.cta });

/**
 * Stores an update and the e-mails it causes, inside the caller's transaction (an inbox handler's or a
 * use case's). The e-mail jobs are queued before the commit under the e-mail's id, so a crash after the
 * commit loses nothing; a job that runs before the commit finds no row yet and is retried.
 *
 * A draft the service writes (a LocalizedDraft) is stored in its reader's language (one seller's, an account's)
 * or, read by many, in the organization's, with its texts in the other languages beside it: each e-mail goes out
 * in its recipient's language. Staff's announcements (a plain draft) are stored as written.
 */
export async function recordUpdate(
  trx: Trx,
  queues: NotificationQueues,
  orgId: string,
  draft: UpdateDraft | LocalizedDraft,
  account?: AccountRecipient,
  known: KnownReplicas = {},
): Promise<UpdateRow> {
  const [org, storedSettings] = await Promise.all([
    'organization' in known ? known.organization : organizationOnce(trx, orgId),
    emailSettingsOnce(trx, orgId),
  ]);
  const organization = resolveLanguage({ organization: org?.language });
  const write: LocalizedDraft = typeof draft === 'function' ? draft : () => draft;
  const base = write(organization);
  const settings = emailSettingsView(storedSettings);
  const emailed = settings.types[base.type];
  const personal = base.audience === 'seller' || base.audience === 'account';
  // Read by one: stored in that reader's language. Read by many: in the organization's.
  const readers = emailed || personal ? await readersOf(trx, orgId, base, organization, account, known) : [];
  const language = personal ? (readers[0]?.language ?? account?.language ?? organization) : organization;
  const primary = language === organization ? base : write(language);
  const translations =
    typeof draft === 'function' ? Object.fromEntries(LANGUAGES.filter((l) => l !== language).map((l) => [l, textOf(write(l))])) : {};
  const recipients = emailed ? readers : [];
  const status: EmailStatus = !emailed ? 'off' : recipients.length ? 'pending' : 'none';
  const update = await insertUpdate(trx, {
    id: randomUUID(),
    org_id: orgId,
    seller_id: primary.sellerId,
    audience: primary.audience,
    type: primary.type,
    subject: primary.subject,
    body: primary.body,
    cta: primary.cta,
    attachments: primary.attachments,
    language,
    translations,
    email_status: status,
  });
  const emails = recipients.map((r) => ({
    id: randomUUID(),
    org_id: orgId,
    update_id: update.id,
    to_address: r.email,
    to_name: r.name,
    language: r.language,
  }));
  await insertEmails(trx, emails);
  if (emails.length) await queues.emails.addBulk(emails.map((e) => ({ name: 'send', data: { emailId: e.id }, opts: { jobId: e.id } })));
  return update;
}

import { type Cta, type EmailStatus, type Language, type UpdateAudience, type UpdateBlock, type UpdateType } from '@consign/contracts';
import { asSystem, whereOnParisDays, type Db, type Trx } from '@consign/kit';
import type { Attachment, UpdateText } from '../domain/update-content';

export interface UpdateRow {
  id: string;
  org_id: string;
  seller_id: string | null;
  audience: UpdateAudience;
  type: UpdateType;
  subject: string;
  body: UpdateBlock[];
  cta: Cta | null;
  attachments: Attachment[];
  /** The language subject, body and cta are written in: the reader's (issue 23). */
  language: Language;
  /** The same update in the other languages, for readers of those (none for staff's announcements). */
  translations: Partial<Record<Language, UpdateText>>;
  email_status: EmailStatus;
  email_error: string | null;
  created_at: Date;
}

export interface EmailRow {
  id: string;
  org_id: string;
  update_id: string;
  to_address: string;
  to_name: string;
  /** The recipient's language: the e-mail is written in it. */
  language: Language;
  status: 'queued' | 'sent' | 'failed' | 'mailbox';
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

export interface MailboxRow {
  id: string;
  org_id: string;
  email_id: string;
  update_id: string;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
  created_at: Date;
}

export async function insertUpdate(trx: Trx, row: Omit<UpdateRow, 'created_at' | 'email_error'>): Promise<UpdateRow> {
  const [created] = await trx('updates')
    .insert({
      ...row,
      body: JSON.stringify(row.body),
      cta: row.cta ? JSON.stringify(row.cta) : null,
      attachments: JSON.stringify(row.attachments),
      translations: JSON.stringify(row.translations),
    })
    .returning('*');
  return created as UpdateRow;
}

export interface UpdateFilter {
  /** A seller's own updates and the announcements to every seller; absent for staff. */
  viewerSellerId?: string;
  sellerId?: string;
  type?: UpdateType;
  date?: string;
  id?: string;
  take: number;
}

/** Account e-mails (one-time links) are never listed: they belong to the mailbox, not to the feed. */
export async function listUpdates(db: Db, orgId: string, f: UpdateFilter): Promise<UpdateRow[]> {
  const q = db<UpdateRow>('updates').where({ org_id: orgId }).whereNot({ audience: 'account' });
  // Every published version of the terms records 'New terms to accept'; only the newest still asks for anything.
  q.whereRaw(
    `(type <> 'terms_published' or id = (select t.id from updates t where t.org_id = updates.org_id and t.type = 'terms_published'
      order by t.created_at desc, t.id desc limit 1))`,
  );
  if (f.viewerSellerId !== undefined)
    q.where((w) => w.where({ audience: 'seller', seller_id: f.viewerSellerId }).orWhere({ audience: 'all_sellers' }));
  if (f.sellerId) q.where((w) => w.where({ seller_id: f.sellerId }).orWhere({ audience: 'all_sellers' }));
  if (f.type) q.where({ type: f.type });
  if (f.id) q.where({ id: f.id });
  if (f.date) whereOnParisDays(q, 'created_at', { from: f.date, to: f.date });
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.take);
}

export async function findUpdate(db: Db | Trx, orgId: string, id: string): Promise<UpdateRow | undefined> {
  return db<UpdateRow>('updates').where({ org_id: orgId, id }).first();
}

export async function insertEmails(
  trx: Trx,
  rows: Array<Pick<EmailRow, 'id' | 'org_id' | 'update_id' | 'to_address' | 'to_name' | 'language'>>,
) {
  if (rows.length) await trx('emails').insert(rows);
}

/** The organization of a queued e-mail, read as system: the e-mail job carries the row's id only. */
export function emailOrganization(db: Db, id: string): Promise<string | undefined> {
  return asSystem('e-mail job: which organization the queued e-mail belongs to', async () => {
    const row = await db<EmailRow>('emails').where({ id }).first('org_id');
    return row?.org_id;
  });
}

export async function findEmail(db: Db | Trx, id: string): Promise<EmailRow | undefined> {
  return db<EmailRow>('emails').where({ id }).first();
}

export async function recordEmailAttempt(
  trx: Trx,
  id: string,
  change: { status: EmailRow['status']; error: string | null; sentAt?: Date },
): Promise<EmailRow> {
  const [row] = await trx('emails')
    .where({ id })
    .update({ status: change.status, last_error: change.error, sent_at: change.sentAt ?? null, attempts: trx.raw('attempts + 1') })
    .returning('*');
  return row as EmailRow;
}

/** The update's e-mail status follows its e-mails: failed if any failed, sent once all went out. */
export async function refreshUpdateEmailStatus(trx: Trx, updateId: string): Promise<void> {
  await trx.raw(
    `UPDATE updates u SET
       email_status = CASE
         WHEN s.failed > 0 THEN 'failed'
         WHEN s.queued > 0 THEN 'pending'
         ELSE 'sent' END,
       email_error = s.last_error
     FROM (
       SELECT count(*) FILTER (WHERE status = 'failed') AS failed,
              count(*) FILTER (WHERE status = 'queued') AS queued,
              max(last_error) FILTER (WHERE status = 'failed') AS last_error
       FROM emails WHERE update_id = ?
     ) s
     WHERE u.id = ? AND u.email_status NOT IN ('off', 'none')`,
    [updateId, updateId],
  );
}

export async function insertMailboxMessage(trx: Trx, row: Omit<MailboxRow, 'created_at'>): Promise<void> {
  await trx('mailbox')
    .insert({ ...row, attachments: JSON.stringify(row.attachments) })
    .onConflict('email_id')
    .ignore();
}

export async function listMailbox(db: Db, orgId: string, take: number): Promise<MailboxRow[]> {
  return db<MailboxRow>('mailbox').where({ org_id: orgId }).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(take);
}

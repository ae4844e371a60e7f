import {
  AppError,
  LOCALES,
  PARIS_TIME_ZONE,
  dateTimeFormat,
  formatBankAccount,
  formatMoney,
  normalizeBankAccount,
  padAccountNumber,
  padPayoutNumber,
  receiptQuerySchema,
  type Language,
  RULE_MESSAGES,
} from '@consign/contracts';
import { parseInput, type AccessClaims, type Db, type Storage } from '@consign/kit';
import { requestLanguage } from '@consign/kit/i18n';
import type { Queue } from 'bullmq';
import { findPayout } from '../db/payouts.repo';
import { findSeller } from '../db/sellers.repo';
import { receiptObjectName, renderReceiptPdf } from '../domain/receipt-pdf';
import type { ReceiptJob } from '../jobs/receipts';
import { organizationContext } from './organization-context';
import { PAYOUT_NOT_FOUND, visiblePayout } from './payout-support';

const BUCKET = 'receipts';
const RENDER_WAIT_MS = 15_000;

const paris = (d: Date, language: Language) =>
  dateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: PARIS_TIME_ZONE }).format(d);

/** The worker's part: read the payout as it is now, render, store. */
export async function renderReceipt(db: Db, storage: Storage, job: ReceiptJob): Promise<void> {
  const payout = await findPayout(db, job.orgId, job.payoutId);
  if (!payout) return;
  const [org, seller] = await Promise.all([organizationContext(db, job.orgId), findSeller(db, job.orgId, payout.seller_id)]);
  const language = job.language ?? 'en';
  const money = (minor: number) => formatMoney(minor, job.currency, language);
  const contact = org.config.contact;
  const pdf = await renderReceiptPdf({
    language,
    orgName: org.config.legal.companyName || org.name,
    orgAddress: [contact.addressLine1, [contact.zip, contact.city].filter(Boolean).join(' '), contact.country].filter(Boolean),
    sellerName: seller?.full_name ?? '',
    sellerAccountNumber: seller ? padAccountNumber(seller.account_number) : '',
    payoutNumber: padPayoutNumber(payout.number),
    status: payout.status === 'completed' ? 'completed' : 'pending',
    amount: money(payout.amount),
    fee: money(payout.fee),
    received: money(payout.amount - payout.fee),
    bankAccountNumber: formatBankAccount(payout.bank_account_number),
    requestedAt: paris(payout.created_at, language),
    approvedAt: payout.approved_at ? paris(payout.approved_at, language) : null,
  });
  await storage.put(BUCKET, receiptObjectName(payout, job.currency, language), pdf, 'application/pdf');
}

/**
 * GET /api/{org}/payouts/{sellerId}/{payoutId}/{accountNumber}?currency=: the receipt from storage when it is
 * rendered, else a render job (deterministic id, so concurrent asks share one) and a wait for its file. In the
 * request's language (`Accept-Language`: the app's, or the browser's from an e-mailed link), else the organization's.
 */
export async function payoutReceipt(
  db: Db,
  jobs: { queue: Queue<ReceiptJob>; storage: Storage },
  auth: AccessClaims,
  params: { sellerId: string; payoutId: string; accountNumber: string },
  query: unknown,
  acceptLanguage?: string,
): Promise<{ data: Buffer; fileName: string }> {
  const payout = await visiblePayout(db, auth, params.payoutId);
  const seller = await findSeller(db, auth.org, payout.seller_id);
  // The path names the seller's account number (SPEC §3 Seller.accountNumber); the payout's bank account is accepted too.
  const accountMatches =
    (seller !== undefined && /^\d+$/.test(params.accountNumber) && Number(params.accountNumber) === seller.account_number) ||
    normalizeBankAccount(params.accountNumber) === payout.bank_account_number;
  if (payout.seller_id !== params.sellerId || !accountMatches) throw AppError.notFound(PAYOUT_NOT_FOUND);
  const currency = (parseInput(receiptQuerySchema, query).currency ?? payout.currency).toUpperCase();
  const org = await organizationContext(db, auth.org);
  const language = requestLanguage(acceptLanguage, org.config.language.language);
  const name = receiptObjectName(payout, currency, language);
  const fileName = `payout-${padPayoutNumber(payout.number)}.pdf`;

  const cached = await jobs.storage.get(BUCKET, name);
  if (cached) return { data: cached.data, fileName };
  // The jobId joins concurrent asks to one render; the job leaves when done, so a lost file renders again.
  await jobs.queue.add(
    'render',
    { orgId: auth.org, payoutId: payout.id, currency, language },
    { jobId: name.replace(/[/.]/g, '-'), removeOnComplete: true },
  );
  const deadline = Date.now() + RENDER_WAIT_MS;
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const rendered = await jobs.storage.get(BUCKET, name);
    if (rendered) return { data: rendered.data, fileName };
    if (Date.now() > deadline) throw AppError.unavailable(RULE_MESSAGES.payouts.receiptNotReady);
  }
}

import PDFDocument from 'pdfkit';
import type { Language } from '@consign/contracts';
import { PDF_FONTS, registerPdfFonts } from '@consign/kit';
import { t } from '../i18n';

/** Everything a payout receipt shows, already formatted for the reader (money and dates in `language`). */
export interface ReceiptContent {
  language: Language;
  orgName: string;
  orgAddress: string[];
  sellerName: string;
  sellerAccountNumber: string;
  payoutNumber: string;
  status: 'completed' | 'pending';
  amount: string;
  fee: string;
  received: string;
  bankAccountNumber: string;
  requestedAt: string;
  approvedAt: string | null;
}

/**
 * Where a rendered receipt is kept: one file per version of the payout (an edit or the approval changes
 * `updatedAt`, and so the receipt), currency and language.
 */
export function receiptObjectName(payout: { id: string; status: string; updated_at: Date }, currency: string, language: Language): string {
  return `${payout.id}/${payout.status}-${payout.updated_at.getTime()}-${currency.toUpperCase()}-${language}.pdf`;
}

// A fixed creation date makes identical input produce identical bytes, so a cached receipt can be compared.
const FIXED_CREATION_DATE = new Date(0);

/** An A4 payout receipt: the organization, the seller, the payout's numbers and the arrival note, in the reader's language. */
export function renderReceiptPdf(c: ReceiptContent): Promise<Buffer> {
  const { language } = c;
  const title = t(language, 'payoutReceipt.title', { number: c.payoutNumber });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, CreationDate: FIXED_CREATION_DATE },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerPdfFonts(doc);

  doc.font(PDF_FONTS.bold).fontSize(18).text(c.orgName);
  doc.font(PDF_FONTS.regular).fontSize(10);
  for (const line of c.orgAddress) doc.text(line);
  doc.moveDown(2);
  doc.font(PDF_FONTS.bold).fontSize(16).text(title);
  doc.moveDown();

  const label = (key: 'seller' | 'status' | 'requested' | 'approved' | 'bankAccount' | 'amount' | 'fee' | 'received') =>
    t(language, `payoutReceipt.${key}`);
  const rows: Array<[string, string]> = [
    [label('seller'), `${c.sellerName} (${c.sellerAccountNumber})`],
    [label('status'), t(language, `payoutReceipt.statuses.${c.status}`)],
    [label('requested'), c.requestedAt],
    [label('approved'), c.approvedAt ?? t(language, 'payoutReceipt.notYetApproved')],
    [label('bankAccount'), c.bankAccountNumber],
    [label('amount'), c.amount],
    [label('fee'), c.fee],
    [label('received'), c.received],
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(PDF_FONTS.bold).text(label, 56, y, { width: 160 });
    doc.font(PDF_FONTS.regular).text(value, 230, y);
    doc.moveDown(0.4);
  }
  doc.moveDown(2);
  // Embedded like every other text (a standard font is not, and a viewer substitutes it).
  doc.font(PDF_FONTS.italic).fontSize(10).text(t(language, 'payoutReceipt.arrival'), 56);
  doc.end();
  return done;
}

import PDFDocument from 'pdfkit';
import { PAYOUT_ARRIVAL_NOTE } from '@consign/contracts';
import { PDF_FONTS, registerPdfFonts } from '@consign/kit';

/** Everything a payout receipt shows, already formatted for the reader. */
export interface ReceiptContent {
  orgName: string;
  orgAddress: string[];
  sellerName: string;
  sellerAccountNumber: string;
  payoutNumber: string;
  status: string;
  amount: string;
  fee: string;
  received: string;
  bankAccountNumber: string;
  requestedAt: string;
  approvedAt: string | null;
}

/**
 * Where a rendered receipt is kept: one file per version of the payout (an edit or the approval changes
 * `updatedAt`, and so the receipt) and currency.
 */
export function receiptObjectName(payout: { id: string; status: string; updated_at: Date }, currency: string): string {
  return `${payout.id}/${payout.status}-${payout.updated_at.getTime()}-${currency.toUpperCase()}.pdf`;
}

// A fixed creation date makes identical input produce identical bytes, so a cached receipt can be compared.
const FIXED_CREATION_DATE = new Date(0);

/** An A4 payout receipt: the organization, the seller, the payout's numbers and the arrival note. */
export function renderReceiptPdf(c: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Payout receipt ${c.payoutNumber}`, CreationDate: FIXED_CREATION_DATE },
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
  doc.font(PDF_FONTS.bold).fontSize(16).text(`Payout receipt ${c.payoutNumber}`);
  doc.moveDown();

  const rows: Array<[string, string]> = [
    ['Seller', `${c.sellerName} (${c.sellerAccountNumber})`],
    ['Status', c.status],
    ['Requested', c.requestedAt],
    ['Approved', c.approvedAt ?? 'Not yet approved'],
    ['Bank account', c.bankAccountNumber],
    ['Amount', c.amount],
    ['Transaction fee', c.fee],
    ['Amount received', c.received],
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(PDF_FONTS.bold).text(label, 56, y, { width: 160 });
    doc.font(PDF_FONTS.regular).text(value, 230, y);
    doc.moveDown(0.4);
  }
  doc.moveDown(2);
  doc.font('Helvetica-Oblique').fontSize(10).text(PAYOUT_ARRIVAL_NOTE, 56);
  doc.end();
  return done;
}

import PDFDocument from 'pdfkit';
import type { Language } from '@consign/contracts';
import { PDF_FONTS, registerPdfFonts } from '@consign/kit';
import { t } from '../i18n';

export const RECEIPT_FORMATS = ['roll', 'a4'] as const;
export type ReceiptFormat = (typeof RECEIPT_FORMATS)[number];

/** Everything a sale receipt shows, already formatted for the reader (money with its currency, in their language). */
export interface SaleReceiptContent {
  orgName: string;
  storeName: string;
  saleNumber: string;
  /** Date and time in Europe/Paris. */
  soldAt: string;
  items: { name: string; sku: string; price: string; listedPrice: string | null; returned: boolean }[];
  total: string;
  payments: { label: string; amount: string }[];
  change: string | null;
  returned: string | null;
}

const POINTS_PER_MM = 72 / 25.4;
const ROLL_WIDTH_MM = 80;
const ROLL_MARGIN_MM = 4;
const A4_MARGIN_PT = 56;
// A fixed creation date makes identical input produce identical bytes, so a cached receipt can be compared.
const FIXED_CREATION_DATE = new Date(0);
const FONT_SIZE = { roll: 8, a4: 11 };

/** A roll is as long as what it prints: the lines (items take two), the blank lines between blocks and the margins. */
function rollHeight(c: SaleReceiptContent): number {
  const lines = 4 + c.items.length * 2 + 2 + c.payments.length + (c.change ? 1 : 0) + (c.returned ? 1 : 0) + 3;
  return (lines * FONT_SIZE.roll * 1.45 + 2 * ROLL_MARGIN_MM * POINTS_PER_MM) * 1.1;
}

/** A sale receipt: on an 80 mm till roll (the default), or on A4 to send or file; its words in `language`. */
export function renderSaleReceiptPdf(c: SaleReceiptContent, format: ReceiptFormat, language: Language): Promise<Buffer> {
  const roll = format === 'roll';
  const margin = roll ? ROLL_MARGIN_MM * POINTS_PER_MM : A4_MARGIN_PT;
  const doc = new PDFDocument({
    size: roll ? [ROLL_WIDTH_MM * POINTS_PER_MM, rollHeight(c)] : 'A4',
    margin,
    info: { Title: t(language, 'receipt.title', { number: c.saleNumber }), CreationDate: FIXED_CREATION_DATE },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerPdfFonts(doc);
  const size = FONT_SIZE[format];
  const width = doc.page.width - 2 * margin;
  /** A line with a text on the left and an amount on the right. */
  const row = (left: string, right: string, font: string = PDF_FONTS.regular) => {
    const y = doc.y;
    doc.font(font).fontSize(size);
    doc.text(right, margin, y, { width, align: 'right' });
    const after = doc.y;
    doc.text(left, margin, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.y = Math.max(after, doc.y);
  };

  doc
    .font(PDF_FONTS.bold)
    .fontSize(size * 1.4)
    .text(c.orgName, { align: roll ? 'center' : 'left' });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(size)
    .text(c.storeName, { align: roll ? 'center' : 'left' });
  doc.text(t(language, 'receipt.heading', { number: c.saleNumber, soldAt: c.soldAt }), { align: roll ? 'center' : 'left' });
  doc.moveDown();
  for (const item of c.items) {
    row(item.name, item.returned ? t(language, 'receipt.returned', { price: item.price }) : item.price);
    doc
      .font(PDF_FONTS.regular)
      .fontSize(size * 0.85)
      .text(item.listedPrice ? t(language, 'receipt.listed', { sku: item.sku, price: item.listedPrice }) : item.sku);
  }
  doc.moveDown(0.5);
  row(t(language, 'receipt.total'), c.total, PDF_FONTS.bold);
  for (const p of c.payments) row(p.label, p.amount);
  if (c.change) row(t(language, 'receipt.change'), c.change);
  if (c.returned) row(t(language, 'receipt.returnedTotal'), c.returned);
  doc.moveDown();
  doc.font(PDF_FONTS.regular).fontSize(size).text(t(language, 'receipt.thanks'), margin, doc.y, { width, align: 'center' });
  doc.end();
  return done;
}

import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import bwipjs from 'bwip-js';
import type { Language } from '@consign/contracts';
import { PDF_FONTS, registerPdfFonts, type PdfFont } from '@consign/kit';
import { t } from '../i18n';

export interface LabelContent {
  orgName: string;
  productName: string;
  brand: string | null;
  size: string | null;
  /** Already formatted with currency in the reader's language, e.g. '1 234,50 kr' or 'NOK 1,234.50'. */
  price: string;
  /** The padded SKU; it is the barcode payload, e.g. '000123'. */
  sku: string;
}

export interface LabelSize {
  widthInMm: number;
  heightInMm: number;
}

export const DEFAULT_LABEL_SIZE: LabelSize = { widthInMm: 31.75, heightInMm: 57.15 };
export const LABEL_SIZE_LIMITS = { minMm: 15, maxMm: 150 };

const POINTS_PER_MM = 72 / 25.4;
const MARGIN_MM = 1.5;
// Code 128 asks for at least 10 modules of white either side of the bars; baking it into the PNG keeps it wherever the image goes.
const QUIET_ZONE_MODULES = 10;
// The fixed date makes identical input produce identical bytes (the file ID is a hash of the info dictionary), so a cache can compare.
const FIXED_CREATION_DATE = new Date(0);
// Font sizes are designed for the default label and scale with the page.
const DESIGN_WIDTH_PT = DEFAULT_LABEL_SIZE.widthInMm * POINTS_PER_MM;
const DESIGN_HEIGHT_PT = DEFAULT_LABEL_SIZE.heightInMm * POINTS_PER_MM;
const ELLIPSIS = '\u2026';
// Characters the standard PDF fonts (WinAnsi) can show beyond Latin-1.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

interface TextRow {
  text: string;
  font: PdfFont;
  fontSize: number;
  /** How far the font may shrink (as a fraction of fontSize) before the text is cut with an ellipsis. */
  minScale: number;
}

export async function renderBarcodePng(sku: string): Promise<Buffer> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: sku,
    scale: 3,
    height: 10,
    includetext: true,
    textxalign: 'center',
    paddingwidth: QUIET_ZONE_MODULES,
    // Opaque white, so the quiet zone is white even where the PNG is shown on a non-white surface.
    backgroundcolor: 'FFFFFF',
  });
  // Without an alpha channel: pdfkit splits alpha asynchronously, which numbered the PDF's objects in
  // whichever order the splits finished, so identical labels gave different bytes (and cache misses).
  return sharp(png).flatten({ background: '#ffffff' }).greyscale().png().toBuffer();
}

/** One label per page, each page exactly the label size (portrait); the texts are the labels', the title in `language`. */
export async function renderLabelsPdf(labels: readonly LabelContent[], size: LabelSize, language: Language): Promise<Buffer> {
  if (labels.length === 0) throw new Error('No labels to render');
  assertLabelSize(size);
  const barcodes = await Promise.all(labels.map((label) => renderBarcodePng(label.sku)));

  const width = size.widthInMm * POINTS_PER_MM;
  const height = size.heightInMm * POINTS_PER_MM;
  // The title a viewer shows is the product's name, not the file's id.
  const title = labels.length === 1 ? labels[0]!.productName : t(language, 'labels.title', { count: labels.length });
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, CreationDate: FIXED_CREATION_DATE } });
  registerPdfFonts(doc);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  labels.forEach((label, i) => {
    doc.addPage({ size: [width, height], margin: 0 });
    drawLabel(doc, label, barcodes[i]!, width, height);
  });
  doc.end();
  return done;
}

function assertLabelSize(size: LabelSize): void {
  const { minMm, maxMm } = LABEL_SIZE_LIMITS;
  for (const mm of [size.widthInMm, size.heightInMm]) {
    if (!Number.isFinite(mm) || mm < minMm || mm > maxMm) {
      throw new Error(`Label size must be between ${minMm} and ${maxMm} mm, got ${size.widthInMm}x${size.heightInMm}`);
    }
  }
}

function drawLabel(doc: PDFKit.PDFDocument, label: LabelContent, barcode: Buffer, width: number, height: number): void {
  const margin = MARGIN_MM * POINTS_PER_MM;
  const contentWidth = width - 2 * margin;
  const contentHeight = height - 2 * margin;
  const scale = Math.min(width / DESIGN_WIDTH_PT, height / DESIGN_HEIGHT_PT);

  const details = [label.brand, label.size].filter((part): part is string => !!part?.trim()).join(' · ');
  const rows = (
    [
      { text: label.orgName, font: PDF_FONTS.regular, fontSize: 6.5 * scale, minScale: 0.8 },
      { text: label.productName, font: PDF_FONTS.bold, fontSize: 9 * scale, minScale: 0.75 },
      { text: details, font: PDF_FONTS.regular, fontSize: 7.5 * scale, minScale: 0.8 },
      { text: label.price, font: PDF_FONTS.bold, fontSize: 15 * scale, minScale: 0.5 },
    ] satisfies TextRow[]
  )
    .map((row) => ({ ...row, text: toWinAnsi(row.text) }))
    .filter((row) => row.text !== '');

  const fitted = rows.map((row) => fitRow(doc, row, contentWidth));
  const lineHeights = fitted.map((row) => row.fontSize * 1.15);
  const textHeight = lineHeights.reduce((sum, h) => sum + h, 0);

  // The barcode takes the full width unless that would leave the texts too little room; its aspect ratio is kept.
  const aspect = pngAspectRatio(barcode);
  const barcodeHeight = Math.min(contentWidth / aspect, Math.max(contentHeight - textHeight, 0) * 0.9);
  const barcodeWidth = barcodeHeight * aspect;

  // Spread the leftover height evenly between the rows so tall labels do not bunch everything at the top.
  const gap = Math.max(contentHeight - textHeight - barcodeHeight, 0) / (fitted.length + 2);
  let y = margin + gap;
  fitted.forEach((row, i) => {
    doc.font(row.font).fontSize(row.fontSize);
    const x = margin + (contentWidth - doc.widthOfString(row.text)) / 2;
    doc.text(row.text, x, y, { lineBreak: false });
    y += lineHeights[i]! + gap;
  });
  doc.image(barcode, margin + (contentWidth - barcodeWidth) / 2, y, { width: barcodeWidth, height: barcodeHeight });
}

/** Shrinks the font down to row.minScale, then cuts the text with an ellipsis until it fits. */
function fitRow(doc: PDFKit.PDFDocument, row: TextRow, maxWidth: number): TextRow {
  doc.font(row.font).fontSize(row.fontSize);
  const natural = doc.widthOfString(row.text);
  if (natural <= maxWidth) return row;

  const fontSize = row.fontSize * Math.max(row.minScale, maxWidth / natural);
  doc.fontSize(fontSize);
  if (doc.widthOfString(row.text) <= maxWidth) return { ...row, fontSize };
  let cut = row.text;
  while (cut.length > 0 && doc.widthOfString(cut + ELLIPSIS) > maxWidth) cut = cut.slice(0, -1).trimEnd();
  return { ...row, fontSize, text: cut + ELLIPSIS };
}

/**
 * The standard PDF fonts only encode WinAnsi; anything else would print as garbage. Unicode spaces
 * (e.g. the narrow no-break space some locales put in prices) become plain spaces, other characters '?'.
 */
function toWinAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\s\p{Zs}\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/[^\x20-\x7e\xa0-\xff]/g, (char) => (WIN_ANSI_EXTRAS.has(char) ? char : '?'));
}

/** Width / height from the PNG header (IHDR is always the first chunk). */
function pngAspectRatio(png: Buffer): number {
  return png.readUInt32BE(16) / png.readUInt32BE(20);
}

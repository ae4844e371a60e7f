/**
 * The fonts every PDF of Consign embeds (labels, receipts): DejaVu Sans from the dejavu-fonts-ttf package,
 * read from disk, never fetched. PDF viewers then draw the text with the metrics it was laid out with;
 * the standard fonts (Helvetica) are not embedded and a viewer's substitute clipped prices and names. DejaVu
 * has every letter of Norwegian (æ, ø, å) and of the other Latin languages (issue 23).
 */
export const PDF_FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const;
export type PdfFont = (typeof PDF_FONTS)[keyof typeof PDF_FONTS];

const FONT_FILES: Record<PdfFont, string> = {
  DejaVuSans: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  'DejaVuSans-Bold': require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  'DejaVuSans-Oblique': require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
};

/** Registers the fonts on a pdfkit document (only the glyphs used end up embedded) and selects the regular one. */
export function registerPdfFonts(doc: { registerFont(name: string, src: string): unknown; font(name: string): unknown }): void {
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  doc.font(PDF_FONTS.regular);
}

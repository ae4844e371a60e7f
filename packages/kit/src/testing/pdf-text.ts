import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: string;
}

/** Every `n 0 obj … endobj` of a PDF, its stream inflated. */
function pdfObjects(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(m[1]!, { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const start = m.index + m[0].length - 'endobj'.length - body.length + at + (body[at + 6] === '\r' ? 8 : 7);
    const bytes = pdf.subarray(start, raw.indexOf('endstream', start));
    objects.set(m[1]!, { dict, stream: (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1') });
  }
  return objects;
}

/** A font's glyph ids to letters, from its ToUnicode CMap (bfchar and bfrange entries, as pdfkit writes them). */
function glyphsOf(objects: Map<string, PdfObject>, fontRef: string): Map<number, string> {
  const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef)?.dict ?? '')?.[1];
  const cmap = (cmapRef && objects.get(cmapRef)?.stream) || '';
  const letters = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  const glyphs = new Map<number, string>();
  for (const [, lo, list] of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi))
    [...list!.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, dst], i) => glyphs.set(parseInt(lo!, 16) + i, letters(dst!)));
  for (const [, src, dst] of cmap.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*$/gim)) glyphs.set(parseInt(src!, 16), letters(dst!));
  return glyphs;
}

/**
 * The text of a pdfkit PDF, one line per text operation. Its fonts are embedded, so the pages hold glyph ids,
 * not letters: they are read back through each font's ToUnicode map. Enough for pdfkit's output (labels,
 * receipts), not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(page.dict)?.[1];
    const resources = (resourcesRef && objects.get(resourcesRef)?.dict) || page.dict;
    const fontList = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map([...fontList.matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, name, ref]) => [name!, glyphsOf(objects, ref!)]));
    const contentRef = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const content = (contentRef && objects.get(contentRef)?.stream) || '';
    let font = new Map<number, string>();
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]<])*)\] TJ/gi)) {
      if (op[1] !== undefined) font = fonts.get(op[1]) ?? new Map();
      else
        lines.push(
          [...op[2]!.matchAll(/<([0-9a-f]*)>/gi)]
            .flatMap(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((g) => font.get(parseInt(g, 16)) ?? '\ufffd'))
            .join(''),
        );
    }
  }
  return lines.join('\n');
}

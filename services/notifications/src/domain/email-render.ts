import {
  EMAIL_LAYOUT,
  currencyFractionDigits,
  type Cta,
  type EmailPreview,
  type Language,
  type UpdateBlock,
  type UpdateLeaf,
} from '@consign/contracts';
import { t } from '../i18n';
import { money as formatMoney } from './formats';

export interface EmailBrand {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  currency: string;
}

export interface EmailContent {
  subject: string;
  body: UpdateBlock[];
  cta: Cta | null;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only a plain #rrggbb reaches a style attribute; anything else falls back to the default brand colour. */
const safeColor = (color: string) => (/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#2f6f5e');
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

/** Cards carry major units (the API's unit); formatting works on minor units, in the reader's language. */
const money = (major: number, currency: string, language: Language) =>
  formatMoney(Math.round(major * 10 ** currencyFractionDigits(currency)), currency, language);

/** The card's fixed lines, in the reader's language (an announcement's card too: staff wrote only the rest). */
function cardLines(card: NonNullable<UpdateLeaf['productCard']>, brand: EmailBrand, language: Language) {
  return {
    price: t(language, 'card.price', { price: money(card.price, brand.currency, language) }),
    share: t(language, 'card.share', { share: money(card.sellerShare, brand.currency, language) }),
  };
}

function productCardHtml(card: NonNullable<UpdateLeaf['productCard']>, brand: EmailBrand, language: Language): string {
  const lines = cardLines(card, brand, language);
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e5e7eb;border-radius:12px;margin:12px 0">` +
    `<tr><td style="padding:12px 16px;font-size:14px;color:#111827">` +
    `<div style="font-weight:600">${escape(card.name)}</div>` +
    `<div style="color:#6b7280;font-size:12px">#${escape(card.skuPadded)}</div>` +
    `<div style="margin-top:8px">${escape(lines.price)}</div>` +
    `<div style="font-weight:600;color:${safeColor(brand.primaryColor)}">${escape(lines.share)}</div>` +
    `</td></tr></table>`
  );
}

function leafHtml(leaf: UpdateLeaf, brand: EmailBrand, language: Language): string {
  let html = escape(leaf.text).replace(/\n/g, '<br>');
  if (leaf.bold) html = `<strong>${html}</strong>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  return leaf.productCard ? html + productCardHtml(leaf.productCard, brand, language) : html;
}

function blockHtml(block: UpdateBlock, brand: EmailBrand, language: Language): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 12px;line-height:1.5">${block.children.map((l) => leafHtml(l, brand, language)).join('')}</p>`;
    case 'list-item':
      return `<li style="margin:0 0 4px">${block.children.map((l) => leafHtml(l, brand, language)).join('')}</li>`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = block.type === 'bulleted-list' ? 'ul' : 'ol';
      return `<${tag} style="margin:0 0 12px;padding-left:20px">${block.children.map((b) => blockHtml(b, brand, language)).join('')}</${tag}>`;
    }
  }
}

function leafText(leaf: UpdateLeaf, brand: EmailBrand, language: Language): string {
  if (!leaf.productCard) return leaf.text;
  const c = leaf.productCard;
  const lines = cardLines(c, brand, language);
  return `${leaf.text}\n${c.name} (#${c.skuPadded})\n${lines.price}\n${lines.share}\n`;
}

function blockText(block: UpdateBlock, brand: EmailBrand, language: Language, marker = ''): string {
  switch (block.type) {
    case 'paragraph':
      return `${block.children.map((l) => leafText(l, brand, language)).join('')}\n\n`;
    case 'list-item':
      return `${marker}${block.children.map((l) => leafText(l, brand, language)).join('')}\n`;
    case 'bulleted-list':
    case 'numbered-list':
      return (
        block.children.map((b, i) => blockText(b, brand, language, block.type === 'bulleted-list' ? '- ' : `${i + 1}. `)).join('') + '\n'
      );
  }
}

/**
 * The one e-mail renderer: sending and the staff preview both call it, so what staff see is what is sent.
 * A card of at most 470 px with 16 px corners, the organization's logo (or name) and primary colour,
 * and a plain-text alternative with the same words. `language` is the reader's: the fixed parts (a product card's
 * lines) and money are written in it; the content comes already written in it.
 */
export function renderEmail(content: EmailContent, brand: EmailBrand, footer: string, language: Language): EmailPreview {
  const color = safeColor(brand.primaryColor);
  const header = brand.logoUrl
    ? `<img src="${escape(safeUrl(brand.logoUrl))}" alt="${escape(brand.name)}" style="max-height:48px;max-width:200px">`
    : `<span style="font-size:20px;font-weight:700;color:${color}">${escape(brand.name)}</span>`;
  const cta = content.cta
    ? `<p style="margin:20px 0 4px"><a href="${escape(safeUrl(content.cta.url))}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:8px;font-weight:600">${escape(content.cta.text)}</a></p>`
    : '';
  const footerHtml = footer ? `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escape(footer).replace(/\n/g, '<br>')}</p>` : '';
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(content.subject)}</title></head>` +
    `<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif">` +
    `<div class="consign-email-card" style="max-width:${EMAIL_LAYOUT.maxWidthPx}px;margin:0 auto;background:#ffffff;border-radius:${EMAIL_LAYOUT.borderRadiusPx}px;border-top:4px solid ${color};padding:24px;color:#111827;font-size:14px">` +
    `<div style="margin-bottom:16px">${header}</div>` +
    `<h1 style="margin:0 0 16px;font-size:18px;color:#111827">${escape(content.subject)}</h1>` +
    content.body.map((b) => blockHtml(b, brand, language)).join('') +
    cta +
    footerHtml +
    `</div></body></html>`;
  const text = [
    brand.name,
    '',
    content.subject,
    '',
    content.body
      .map((b) => blockText(b, brand, language))
      .join('')
      .trim(),
    content.cta ? `\n${content.cta.text}: ${content.cta.url}` : '',
    footer ? `\n--\n${footer}` : '',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { subject: content.subject, html, text: `${text}\n` };
}

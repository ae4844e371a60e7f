import { z } from 'zod';
import { RULE_MESSAGES } from './messages';

/** "+47 412 34 567", "0047 41234567", "412 34 567" → "+4741234567"; null when it cannot be a phone number. */
export function normalizePhone(input: string): string | null {
  let s = input.trim().replace(/[\s\-.()\u00a0]/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (/^\d{8}$/.test(s)) s = `+47${s}`;
  return /^\+[1-9]\d{7,14}$/.test(s) ? s : null;
}

/** "+4741234567" → "+47 412 34 567"; other countries stay as stored (their grouping varies). */
export function formatPhone(e164: string): string {
  const no = /^\+47(\d{3})(\d{2})(\d{3})$/.exec(e164);
  return no ? `+47 ${no[1]} ${no[2]} ${no[3]}` : e164;
}

export function phoneField(message: string) {
  return z.string().transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return phone;
  });
}

/** An optional phone number that is given but cannot be read (not a SPEC text: the SPEC names no message for it). */
export const PHONE_INVALID_MESSAGE = RULE_MESSAGES.sellers.phoneInvalid;

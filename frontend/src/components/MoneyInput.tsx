import { currencyFractionDigits, parseMoney, toMajor } from '@consign/contracts';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../i18n';

interface Props {
  /** Major units (as the API takes them); undefined when empty or unreadable. */
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  currency?: string;
  allowNegative?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** SPEC §5: digits and a comma or period decimal; the last separator is the decimal one. */
export function readMoney(text: string, fractionDigits = 2): number | undefined {
  if (!text.trim()) return undefined;
  try {
    return toMajor(parseMoney(text, fractionDigits), fractionDigits);
  } catch {
    return undefined;
  }
}

/** An amount as the field shows it: '100,5' in Norwegian, '100.5' in English. */
const shown = (value: number | null | undefined) =>
  value === undefined || value === null ? '' : currentLanguage() === 'nb' ? String(value).replace('.', ',') : String(value);

/** A money field that keeps what the user types and reports the amount in major units. */
export function MoneyInput({ value, onChange, currency, allowNegative = false, ...rest }: Props) {
  const digits = currencyFractionDigits(currency ?? 'NOK');
  const [text, setText] = useState(shown(value));
  // A value set from outside (a prediction, a reset) replaces the text unless it already reads as that value.
  useEffect(() => {
    if ((value ?? undefined) !== readMoney(text, digits)) setText(shown(value));
    // Only outside changes of value matter here, not every keystroke.
  }, [value]);
  const allowed = allowNegative ? /[^\d.,\s-]/g : /[^\d.,\s]/g;
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={text}
      suffix={currency}
      onChange={(e) => {
        const next = e.target.value.replace(allowed, '');
        setText(next);
        onChange?.(readMoney(next, digits));
      }}
    />
  );
}

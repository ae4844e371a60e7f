import { CUSTOM_OPTION_SLUG, MESSAGES } from '@consign/contracts';
import { AutoComplete, Typography } from 'antd';
import Fuse from 'fuse.js';
import { useEffect, useMemo, useState } from 'react';

/** SPEC §3 'Dropdown option': a custom option is a free name with slug 'custom' (and no id). */
export interface DropdownOption {
  name: string;
  slug?: string;
  id?: string;
  keywords?: string[];
}

/** SPEC §9: at most 30 options in the product form; the reusable autocomplete offers 5 suggestions. */
export const PRODUCT_FORM_MAX_OPTIONS = 30;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;
export const FUZZY_THRESHOLD = 0.3;

const keyOf = (option: DropdownOption) => option.id ?? option.slug ?? option.name;

/** The options to offer for what is typed: the first `max`, or the best `max` fuzzy matches. */
export function filterOptions(options: DropdownOption[], text: string, max: number): DropdownOption[] {
  const query = text.trim();
  if (!query) return options.slice(0, max);
  const fuse = new Fuse(options, { keys: ['name', 'keywords'], threshold: FUZZY_THRESHOLD, ignoreLocation: true });
  return fuse.search(query, { limit: max }).map((r) => r.item);
}

/**
 * SPEC §5: on blur the typed text selects the option whose name matches it case-insensitively; with no
 * match the text becomes a custom option if free text is allowed, otherwise the selection is cleared.
 */
export function resolveTypedText(text: string, options: DropdownOption[], allowCustom: boolean): DropdownOption | null {
  const typed = text.trim();
  if (!typed) return null;
  const match = options.find((o) => o.name.toLowerCase() === typed.toLowerCase());
  if (match) return match;
  return allowCustom ? { name: typed, slug: CUSTOM_OPTION_SLUG } : null;
}

interface Props {
  options: DropdownOption[];
  value?: DropdownOption | null;
  onChange?: (value: DropdownOption | null) => void;
  /** Free text becomes a custom option (slug 'custom'). */
  allowCustom?: boolean;
  /** An empty field is fine; when both this and allowCustom are off, an empty field shows 'Required'. */
  allowEmpty?: boolean;
  maxOptions?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  /** Shown under the field as a suggestion the user may override (e.g. the photo's classification). */
  suggestion?: string;
}

/** The reusable searchable dropdown of SPEC §5, with fuzzy matching (fuse.js, threshold 0.3). */
export function SearchableSelect({
  options,
  value,
  onChange,
  allowCustom = false,
  allowEmpty = true,
  maxOptions = PRODUCT_FORM_MAX_OPTIONS,
  suggestion,
  ...rest
}: Props) {
  const [text, setText] = useState(value?.name ?? '');
  const [touched, setTouched] = useState(false);
  useEffect(() => setText(value?.name ?? ''), [value?.name]);
  const shown = useMemo(
    () => filterOptions(options, text === value?.name ? '' : text, maxOptions),
    [options, text, value?.name, maxOptions],
  );
  const required = !allowCustom && !allowEmpty && touched && !value;

  const pick = (next: DropdownOption | null) => {
    setText(next?.name ?? '');
    if (keyOf(next ?? { name: '' }) !== keyOf(value ?? { name: '' }) || next?.name !== value?.name) onChange?.(next);
  };

  return (
    <>
      <AutoComplete
        {...rest}
        value={text}
        options={shown.map((o) => ({ value: keyOf(o), label: o.name }))}
        onSearch={setText}
        onSelect={(key: string) => pick(options.find((o) => keyOf(o) === key) ?? null)}
        onBlur={() => {
          setTouched(true);
          pick(resolveTypedText(text, options, allowCustom));
        }}
        status={required ? 'error' : undefined}
        allowClear
        onClear={() => pick(null)}
        style={{ width: '100%' }}
      />
      {required ? <Typography.Text type="danger">{MESSAGES.common.required}</Typography.Text> : null}
      {suggestion && suggestion !== value?.name ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          Suggested: {suggestion}
        </Typography.Text>
      ) : null}
    </>
  );
}

import { CUSTOM_OPTION_SLUG, MESSAGES } from '@consign/contracts';
import { AutoComplete, Typography } from 'antd';
import Fuse from 'fuse.js';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { i18n } from '../i18n';
import { useFadingError } from './field-errors';

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
 * SPEC §5: on blur the typed text selects the option whose name (or one of its keywords, such as a seller's
 * account number) matches it case-insensitively; with no match the text becomes a custom option if free
 * text is allowed, otherwise nothing is selected.
 */
export function resolveTypedText(text: string, options: DropdownOption[], allowCustom: boolean): DropdownOption | null {
  const typed = text.trim().toLowerCase();
  if (!typed) return null;
  const match =
    options.find((o) => o.name.toLowerCase() === typed) ?? options.find((o) => o.keywords?.some((k) => k.toLowerCase() === typed));
  if (match) return match;
  return allowCustom ? { name: text.trim(), slug: CUSTOM_OPTION_SLUG } : null;
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
  /**
   * The options are the server's answer to what is typed (told through this callback): they are shown as they
   * come, not filtered again here (the server matched them on fields the options do not carry, such as e-mail).
   */
  onSearch?: (text: string) => void;
  /**
   * The options answer what was typed before, not yet what is typed now (the server's answer is on its way):
   * none is offered meanwhile, so Enter cannot take one of them. They still name the value and resolve a blur.
   */
  searching?: boolean;
  /** Under the options, e.g. that only the first page of matches is shown. */
  footnote?: string;
  /** After the typed text is resolved on blur (a Form.Item's blur validation sees the resolved value). */
  onBlur?: () => void;
  /**
   * With onSearch: the options the list offers, when not all of `options` (a picker's chosen row names the value
   * and resolves a blur, but is offered only while it matches what is typed). Default: `options`.
   */
  offered?: DropdownOption[];
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
  onSearch,
  searching = false,
  footnote,
  offered = options,
  onBlur,
  ...rest
}: Props) {
  const [text, setText] = useState(value?.name ?? '');
  const [touched, setTouched] = useState(false);
  // The name last reported through onChange: only a value set from outside replaces what is typed.
  const reported = useRef(value?.name);
  useEffect(() => {
    if (value?.name === reported.current) return;
    reported.current = value?.name;
    setText(value?.name ?? '');
  }, [value?.name]);
  const shown = useMemo(
    () => (onSearch ? offered.slice(0, maxOptions) : filterOptions(options, text === value?.name ? '' : text, maxOptions)),
    [options, offered, text, value?.name, maxOptions, onSearch],
  );
  // Enter pressed while searching: the list's own Enter would find nothing to take and close the list. It is
  // kept instead and takes the suggestion the answer highlights, as it would had the answer already been in.
  const enterWhileSearching = useRef(false);
  const search = (next: string) => {
    enterWhileSearching.current = false;
    setText(next);
    onSearch?.(next === value?.name ? '' : next);
  };
  // The server found nothing for what is typed: said so, not an empty list that never opens. A list filtered
  // here shows nothing instead, since its free text may become a custom option.
  const noMatch = Boolean(onSearch) && !searching && shown.length === 0 && text.trim() !== '';
  const required = !allowCustom && !allowEmpty && touched && !value;
  const requiredText = useFadingError(required ? MESSAGES.common.required : undefined);

  const report = (next: DropdownOption | null) => {
    reported.current = next?.name;
    if (keyOf(next ?? { name: '' }) !== keyOf(value ?? { name: '' }) || next?.name !== value?.name) onChange?.(next);
  };
  const pick = (next: DropdownOption | null) => {
    setText(next?.name ?? '');
    report(next);
  };
  // Enter takes the highlighted suggestion; free text stays free unless it has only one suggestion.
  const activeFirst = !allowCustom || shown.length === 1;
  const pickRef = useRef(pick);
  pickRef.current = pick;
  useEffect(() => {
    if (searching || !enterWhileSearching.current) return;
    enterWhileSearching.current = false;
    if (activeFirst && shown[0]) pickRef.current(shown[0]);
  }, [searching, activeFirst, shown]);

  // Seen before the list's own handler (which would close the list), through a box that does not lay anything out.
  const handleKeysBeforeList = (event: KeyboardEvent) => {
    // The list takes its highlighted option on Tab too: with nothing typed, a coworker tabbing through a form
    // would leave with the first seller chosen. Tab then only moves on (blur leaves the field empty).
    if (event.key === 'Tab' && !text.trim()) return void event.stopPropagation();
    if (event.key !== 'Enter' || !searching) return;
    event.preventDefault();
    event.stopPropagation();
    enterWhileSearching.current = true;
  };

  return (
    <>
      <div style={{ display: 'contents' }} onKeyDownCapture={handleKeysBeforeList}>
        <AutoComplete
          {...rest}
          value={text}
          options={searching ? [] : shown.map((o) => ({ value: keyOf(o), label: o.name }))}
          notFoundContent={searching ? i18n.t('select.searching') : noMatch ? i18n.t('messages:empty.noResults') : undefined}
          onSearch={search}
          popupRender={
            footnote
              ? (menu) => (
                  <>
                    {menu}
                    <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}>
                      {footnote}
                    </Typography.Text>
                  </>
                )
              : undefined
          }
          onSelect={(key: string) => pick(options.find((o) => keyOf(o) === key) ?? null)}
          defaultActiveFirstOption={activeFirst}
          onBlur={() => {
            enterWhileSearching.current = false;
            setTouched(true);
            const match = resolveTypedText(text, options, allowCustom);
            // Unmatched text stays in the field to be corrected; nothing is selected meanwhile.
            if (match || !text.trim()) pick(match);
            else report(null);
            onBlur?.();
          }}
          status={required ? 'error' : undefined}
          allowClear
          onClear={() => pick(null)}
          style={{ width: '100%' }}
        />
      </div>
      {requiredText ? <Typography.Text type="danger">{i18n.t('messages:common.required')}</Typography.Text> : null}
      {suggestion && suggestion !== value?.name ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {i18n.t('select.suggested', { name: suggestion })}
        </Typography.Text>
      ) : null}
    </>
  );
}

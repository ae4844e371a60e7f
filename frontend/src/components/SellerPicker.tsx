import { useMemo, useState } from 'react';
import type { SellerMinimal } from '@consign/contracts';
import { useListSellersMinimalQuery } from '../api/sellers.api';
import { i18n } from '../i18n';
import { SearchableSelect, type DropdownOption } from './SearchableSelect';
import { useDebounced } from './use-debounced';

/** How many matches the picker offers; more are reached by typing more. */
export const SELLER_PICKER_PAGE = 30;
/** SPEC §9: search debounces 200 ms. */
const SEARCH_DEBOUNCE_MS = 200;

interface Props {
  value?: string | null;
  onChange?: (sellerId: string | undefined) => void;
  disabled?: boolean;
  /** A filter may be left empty ('all sellers'); a form's seller may not. */
  allowEmpty?: boolean;
  placeholder?: string;
  /** Set by a Form.Item, so its label names the field. */
  id?: string;
  'aria-label'?: string;
}

const toOption = (s: SellerMinimal): DropdownOption => ({
  id: s.id,
  name: `${s.fullName} (#${s.accountNumberPadded})`,
  keywords: [s.accountNumberPadded, s.fullName],
});

/**
 * Coworkers pick a seller (SPEC §6: name and account number) from however many the shop has: what is typed is
 * searched on the server (name, e-mail, phone, seller number, typo-tolerant), never a capped list filtered here.
 */
export function SellerPicker({ value, onChange, disabled, allowEmpty = false, placeholder, ...rest }: Props) {
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const found = useListSellersMinimalQuery({ query: query || undefined, take: SELLER_PICKER_PAGE + 1 });
  const matches = found.data ?? [];
  // Until the server has answered what is typed now, the matches shown are those of what was typed before.
  const searching = typed.trim() !== query || found.isFetching;
  // The chosen seller shows by name even when they are not among the matches of the moment.
  const chosen = useListSellersMinimalQuery({ ids: [value ?? ''] }, { skip: !value || matches.some((s) => s.id === value) });
  const options = useMemo(() => {
    const page = matches.slice(0, SELLER_PICKER_PAGE).map(toOption);
    const extra = (chosen.data ?? []).filter((s) => s.id === value && !page.some((o) => o.id === s.id)).map(toOption);
    return [...page, ...extra];
  }, [matches, chosen.data, value]);
  return (
    <SearchableSelect
      id={rest.id}
      aria-label={rest['aria-label'] ?? i18n.t('select.seller')}
      placeholder={placeholder ?? i18n.t('select.searchSellers')}
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(option) => onChange?.(option?.id)}
      onSearch={setTyped}
      searching={searching}
      footnote={
        !searching && matches.length > SELLER_PICKER_PAGE ? i18n.t('select.firstMatches', { count: SELLER_PICKER_PAGE }) : undefined
      }
      allowEmpty={allowEmpty}
      maxOptions={SELLER_PICKER_PAGE + 1}
      disabled={disabled}
    />
  );
}

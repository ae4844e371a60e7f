import { useMemo, useState } from 'react';
import { PICKER_PAGE } from '@consign/contracts';
import { i18n } from '../i18n';
import type { DropdownOption } from './SearchableSelect';
import { useDebounced } from './use-debounced';

/** How many matches a picker offers; more are reached by typing more. */
export { PICKER_PAGE };
/** SPEC §9: search debounces 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

/** What a query hook answers: the rows of the arguments it was last given. */
export interface Found<T> {
  data?: T[];
  isFetching?: boolean;
}

export interface ServerSearchSource<T> {
  /**
   * The first `take` matches of what is typed (undefined: nothing typed), through `useLatestQuery`, so the request
   * for what was typed before is aborted. Called as a hook.
   */
  useMatches: (query: string | undefined, take: number) => Found<T>;
  /** The chosen rows by id, so they show by name when they are not among the matches. Called as a hook. */
  useChosen: (ids: string[], skip: boolean) => Found<T>;
  toOption: (row: T) => DropdownOption & { id: string };
}

export interface ServerSearch {
  /** The matches of the moment, then any chosen row that is not among them. */
  options: (DropdownOption & { id: string })[];
  onSearch: (text: string) => void;
  /** The server has not yet answered what is typed now: the options are those of what was typed before. */
  searching: boolean;
  /** Set when there are more matches than offered: never a silent cap. */
  footnote?: string;
}

/**
 * A picker over however many rows the shop has: what is typed is searched on the server (debounced), the first
 * page of matches is offered and a footnote says when there are more. Typing on aborts the request for the text
 * before, and an answer counts only for the text it answers: RTK Query keeps each query's answer apart, so a late
 * answer to older text is never offered.
 */
export function useServerSearch<T>(source: ServerSearchSource<T>, chosenIds: string[]): ServerSearch {
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const found = source.useMatches(query || undefined, PICKER_PAGE + 1);
  const matches = useMemo(() => (found.data ?? []).map(source.toOption), [found.data, source.toOption]);
  const searching = typed.trim() !== query || Boolean(found.isFetching);
  const missing = chosenIds.filter((id) => id && !matches.some((o) => o.id === id));
  const chosen = source.useChosen(missing, missing.length === 0);
  const options = useMemo(() => {
    const page = matches.slice(0, PICKER_PAGE);
    const extra = (chosen.data ?? []).map(source.toOption).filter((o) => chosenIds.includes(o.id) && !page.some((p) => p.id === o.id));
    return [...page, ...extra];
  }, [matches, chosen.data, chosenIds, source.toOption]);
  return {
    options,
    onSearch: setTyped,
    searching,
    footnote: !searching && matches.length > PICKER_PAGE ? i18n.t('select.firstMatches', { count: PICKER_PAGE }) : undefined,
  };
}

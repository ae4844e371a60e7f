import { useMemo, useRef, useState } from 'react';
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
  /** The matches of the moment, then any chosen row that is not among them (so the field can name its value). */
  options: (DropdownOption & { id: string })[];
  /**
   * What the list offers: the matches of what is typed, or with nothing typed `options`. A chosen row that does not
   * match the typed text is not offered, so a text no row matches shows the empty state, even beside a choice.
   */
  offered: (DropdownOption & { id: string })[];
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
  // Every row seen so far (a match or a chosen row fetched), by id: a row picked from the matches still names the
  // value once the matches of the next text leave it out. Fetched by id instead, it would be missing from the
  // options while the fetch is on its way, and the field would lose what is being typed to its name.
  const seen = useRef(new Map<string, DropdownOption & { id: string }>());
  for (const o of matches) seen.current.set(o.id, o);
  const missing = chosenIds.filter((id) => id && !seen.current.has(id));
  const chosen = source.useChosen(missing, missing.length === 0);
  for (const o of (chosen.data ?? []).map(source.toOption)) seen.current.set(o.id, o);
  const page = useMemo(() => matches.slice(0, PICKER_PAGE), [matches]);
  const extra = chosenIds.flatMap((id) => (page.some((p) => p.id === id) ? [] : (seen.current.get(id) ?? [])));
  const options = [...page, ...extra];
  return {
    options,
    offered: query ? page : options,
    onSearch: setTyped,
    searching,
    footnote: !searching && matches.length > PICKER_PAGE ? i18n.t('select.firstMatches', { count: PICKER_PAGE }) : undefined,
  };
}

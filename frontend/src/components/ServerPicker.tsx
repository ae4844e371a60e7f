import { SearchableSelect } from './SearchableSelect';
import { PICKER_PAGE, useServerSearch, type ServerSearchSource } from './use-server-search';

export interface PickerProps {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  disabled?: boolean;
  /**
   * A filter may be left empty ('all'); a form's field may not, unless its Form.Item's required rule says so
   * instead (its message is then the field's only one, not beside the picker's 'Required').
   */
  allowEmpty?: boolean;
  placeholder?: string;
  /** Set by a Form.Item, so its label names the field. */
  id?: string;
  /** Set by a Form.Item that validates on blur; called once the typed text has been resolved. */
  onBlur?: () => void;
  'aria-label'?: string;
}

/** One row of however many the server holds, searched there as it is typed (`useServerSearch`). */
export function ServerPicker<T>({
  source,
  value,
  onChange,
  allowEmpty = false,
  ...rest
}: PickerProps & { source: ServerSearchSource<T>; 'aria-label': string; placeholder: string }) {
  const search = useServerSearch(source, value ? [value] : []);
  return (
    <SearchableSelect
      {...rest}
      options={search.options}
      offered={search.offered}
      value={search.options.find((o) => o.id === value) ?? null}
      onChange={(option) => onChange?.(option?.id)}
      onSearch={search.onSearch}
      searching={search.searching}
      footnote={search.footnote}
      allowEmpty={allowEmpty}
      maxOptions={PICKER_PAGE + 1}
    />
  );
}

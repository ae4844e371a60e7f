import { useCallback, useContext, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { SheetIndexContext } from './sheet-context';
import { closed, modeSet, opened, replaced, type SheetEntry, type SheetMode, type SheetsState } from './sheets.slice';

export interface Sheets {
  stack: SheetEntry[];
  open(entry: SheetEntry): void;
  /** Closes the given sheet (and what is stacked on it); without an index, the sheet this is called from, else the top. */
  close(index?: number): void;
  closeAll(): void;
  replace(entry: SheetEntry): void;
  setMode(mode: SheetMode, index?: number): void;
  /** Switches the sheet this is called from between view and edit. */
  toggleMode(index?: number): void;
}

/** The sheet stack: open entity sheets from anywhere, close and switch modes from inside a sheet. */
export function useSheets(): Sheets {
  const stack = useSelector((state: { sheets: SheetsState }) => state.sheets.stack);
  const dispatch = useDispatch();
  const own = useContext(SheetIndexContext);
  const open = useCallback((entry: SheetEntry) => dispatch(opened(entry)), [dispatch]);
  const close = useCallback((index?: number) => dispatch(closed(index ?? own)), [dispatch, own]);
  const closeAll = useCallback(() => dispatch(closed(0)), [dispatch]);
  const replace = useCallback((entry: SheetEntry) => dispatch(replaced(entry)), [dispatch]);
  const setMode = useCallback(
    (mode: SheetMode, index?: number) => dispatch(modeSet({ index: index ?? own ?? stack.length - 1, mode })),
    [dispatch, own, stack.length],
  );
  const toggleMode = useCallback(
    (index?: number) => {
      const at = index ?? own ?? stack.length - 1;
      dispatch(modeSet({ index: at, mode: stack[at]?.mode === 'view' ? 'edit' : 'view' }));
    },
    [dispatch, own, stack],
  );
  return useMemo(
    () => ({ stack, open, close, closeAll, replace, setMode, toggleMode }),
    [stack, open, close, closeAll, replace, setMode, toggleMode],
  );
}

import { Drawer } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { SheetIndexContext } from './sheet-context';
import { decodeSheets, encodeSheets, SHEETS_PARAM } from './sheet-url';
import { closed, stackSet, type SheetEntry, type SheetsState } from './sheets.slice';
import { sheetRegistry } from './registry';
import { useFocusReturn } from './use-focus-return';

/** SPEC §9: a closed drawer stays mounted this long so it can slide out. */
export const DRAWER_REMOVAL_MS = 500;

interface Rendered {
  key: string;
  entry: SheetEntry;
  index: number;
  open: boolean;
}

const keyOf = (entry: SheetEntry, index: number) => `${index}:${entry.type}:${entry.id ?? 'new'}`;

/** Keeps the stack and the `sheets` search parameter in step: reload and back restore the stack. */
function useStackInUrl(stack: SheetEntry[]) {
  const [params, setParams] = useSearchParams();
  const dispatch = useDispatch();
  const fromUrl = params.get(SHEETS_PARAM) ?? '';
  const lastUrl = useRef<string | undefined>(undefined);

  // The URL changed (first load, back, forward, a link): it wins.
  useEffect(() => {
    if (lastUrl.current === fromUrl) return;
    lastUrl.current = fromUrl;
    if (encodeSheets(stack) !== fromUrl) dispatch(stackSet(decodeSheets(fromUrl)));
    // Only URL changes are handled here; the other effect handles stack changes.
  }, [fromUrl]);

  // The stack changed in the app: a new history entry, so back closes the sheet.
  useEffect(() => {
    const encoded = encodeSheets(stack);
    if (encoded === lastUrl.current) return;
    lastUrl.current = encoded;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (encoded) next.set(SHEETS_PARAM, encoded);
        else next.delete(SHEETS_PARAM);
        return next;
      },
      { replace: false },
    );
  }, [stack, setParams]);
}

/** Renders the sheet stack: side sheets and bottom drawers, each from the registry. */
export function SheetHost() {
  const stack = useSelector((state: { sheets: SheetsState }) => state.sheets.stack);
  const dispatch = useDispatch();
  useStackInUrl(stack);
  useFocusReturn(stack.length);
  const [rendered, setRendered] = useState<Rendered[]>([]);

  useEffect(() => {
    const current = stack.map((entry, index) => ({ key: keyOf(entry, index), entry, index, open: true }));
    const keys = new Set(current.map((r) => r.key));
    setRendered((prev) => {
      const leaving = prev.filter((r) => !keys.has(r.key)).map((r) => ({ ...r, open: false }));
      return [...current, ...leaving].sort((a, b) => a.index - b.index);
    });
    const timer = setTimeout(() => setRendered((prev) => prev.filter((r) => r.open)), DRAWER_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [stack]);

  return (
    <>
      {rendered.map(({ key, entry, index, open }) => {
        const definition = sheetRegistry[entry.type];
        if (!definition) return null;
        const Sheet = definition.component;
        const drawer = definition.drawer?.(entry) ?? false;
        const large = definition.large?.(entry) ?? false;
        return (
          <Drawer
            key={key}
            open={open}
            placement={drawer ? 'bottom' : 'right'}
            size={drawer ? '85vh' : large ? 960 : 520}
            closable={false}
            onClose={() => dispatch(closed(index))}
            styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
            data-testid={`sheet-${entry.type}`}
          >
            <SheetIndexContext.Provider value={index}>
              <Suspense fallback={<LoadingScreen />}>
                <Sheet entry={entry} index={index} />
              </Suspense>
            </SheetIndexContext.Provider>
          </Drawer>
        );
      })}
    </>
  );
}

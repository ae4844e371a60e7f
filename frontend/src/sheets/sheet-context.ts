import { createContext } from 'react';

/** The position of the sheet a component renders in, so useSheets().close() closes that one. */
export const SheetIndexContext = createContext<number | undefined>(undefined);

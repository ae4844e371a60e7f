import type { SheetEntry } from './sheets.slice';

/** What every sheet receives; the sheets import it from here, so only the registry knows the sheets. */
export interface SheetProps {
  entry: SheetEntry;
  /** Position in the stack (0 is the bottom sheet). */
  index: number;
}

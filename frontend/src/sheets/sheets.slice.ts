import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Every entity that opens as a sheet or drawer (SPEC §2 'Sheets and drawers'). */
export type SheetType = 'seller' | 'product' | 'payout' | 'balance-adjustment' | 'delivery' | 'coworker' | 'update';
export type SheetMode = 'view' | 'edit' | 'create';

export interface SheetEntry {
  type: SheetType;
  /** The entity's id; absent in create mode. */
  id?: string;
  mode: SheetMode;
  /** Small string values a sheet needs to open (e.g. sellerId of a new product); kept in the URL too. */
  params?: Record<string, string>;
}

export interface SheetsState {
  stack: SheetEntry[];
}

const initialState: SheetsState = { stack: [] };

/** The one stack of open sheets; the top entry is the one in front. */
export const sheetsSlice = createSlice({
  name: 'sheets',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<SheetEntry>) {
      state.stack.push(action.payload);
    },
    /** Closes the sheet at `index` and every sheet stacked on it (the top one when no index is given). */
    closed(state, action: PayloadAction<number | undefined>) {
      const index = action.payload ?? state.stack.length - 1;
      if (index >= 0) state.stack.splice(index);
    },
    /** Replaces the top sheet, e.g. a create form that becomes the view of what it created. */
    replaced(state, action: PayloadAction<SheetEntry>) {
      if (state.stack.length === 0) state.stack.push(action.payload);
      else state.stack[state.stack.length - 1] = action.payload;
    },
    modeSet(state, action: PayloadAction<{ index: number; mode: SheetMode }>) {
      const entry = state.stack[action.payload.index];
      if (entry) entry.mode = action.payload.mode;
    },
    stackSet(_state, action: PayloadAction<SheetEntry[]>) {
      return { stack: action.payload };
    },
  },
});

export const { opened, closed, replaced, modeSet, stackSet } = sheetsSlice.actions;

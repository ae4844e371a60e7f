import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SheetProps } from './sheet-props';
import type { SheetEntry, SheetType } from './sheets.slice';

export interface SheetDefinition {
  /** A lazy default export, so every entity's sheet is its own chunk. */
  component: LazyExoticComponent<ComponentType<SheetProps>>;
  /** SPEC §2: the seller view and update sheets are large, the others small. */
  large?: (entry: SheetEntry) => boolean;
  /** SPEC §2: delivery and payout create open as stacked bottom drawers instead of side sheets. */
  drawer?: (entry: SheetEntry) => boolean;
}

/** Entity type → its sheet. One line per entity; a type without a line cannot be opened. */
export const sheetRegistry: Partial<Record<SheetType, SheetDefinition>> = {
  seller: { component: lazy(() => import('../features/sellers/SellerSheet')), large: (entry) => entry.mode === 'view' },
  product: { component: lazy(() => import('../features/products/ProductSheet')) },
  coworker: { component: lazy(() => import('../features/coworkers/CoworkerSheet')) },
  payout: { component: lazy(() => import('../features/payouts/PayoutSheet')), drawer: (entry) => entry.mode === 'create' },
  'balance-adjustment': { component: lazy(() => import('../features/adjustments/AdjustmentSheet')) },
  delivery: {
    component: lazy(() => import('../features/deliveries/DeliverySheet')),
    drawer: (entry) => entry.mode === 'create' || !entry.id,
  },
  update: { component: lazy(() => import('../features/updates/UpdateSheet')), large: () => true },
};

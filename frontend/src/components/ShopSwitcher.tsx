import { lazy, Suspense } from 'react';
import { useSession } from '../api/session';
import type { ShopSwitcherProps } from './ShopSwitcherSelect';

// antd's Select is not in the portal's first load (its budget, bench/src/bundle.ts): most people are in one shop.
const ShopSwitcherSelect = lazy(() => import('./ShopSwitcherSelect'));

/**
 * Issue 25: the organizations the signed-in person belongs to, for a person in more than one (else nothing).
 * Choosing one swaps the session for that organization's.
 */
export function ShopSwitcher(props: ShopSwitcherProps) {
  const { user } = useSession();
  if ((user?.memberships ?? []).length < 2) return null;
  return (
    <Suspense fallback={null}>
      <ShopSwitcherSelect {...props} />
    </Suspense>
  );
}

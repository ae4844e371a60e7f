import { lazy, Suspense, type ComponentProps } from 'react';

// The item page (its expiry decision form, zod schemas and Descriptions, ~45 KB gzip) loads as the list that opens it
// mounts, not with the portal's first screen.
const ProductDetail = lazy(() => import('./ProductDetail').then((m) => ({ default: m.ProductDetail })));

export function LazyProductDetail(props: ComponentProps<typeof ProductDetail>) {
  return (
    <Suspense fallback={null}>
      <ProductDetail {...props} />
    </Suspense>
  );
}

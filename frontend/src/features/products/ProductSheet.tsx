import { MESSAGES } from '@consign/contracts';
import { Result } from 'antd';
import { useGetProductQuery } from '../../api/products.api';
import { LoadingScreen } from '../../components/LoadingScreen';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout } from '../../sheets/SheetLayout';
import { ProductForm } from './ProductForm';
import { ProductView } from './ProductView';

/** The product's side sheet: view, edit, create (SPEC §2). */
export default function ProductSheet({ entry }: SheetProps) {
  const { data: product, isLoading, error } = useGetProductQuery(entry.id ?? '', { skip: !entry.id });
  if (entry.mode === 'create') return <ProductForm sellerId={entry.params?.sellerId} />;
  if (isLoading) return <LoadingScreen />;
  if (error || !product) {
    return (
      <SheetLayout title="Product">
        <Result status="404" title={MESSAGES.products.notFound} />
      </SheetLayout>
    );
  }
  return entry.mode === 'edit' ? <ProductForm product={product} /> : <ProductView product={product} />;
}

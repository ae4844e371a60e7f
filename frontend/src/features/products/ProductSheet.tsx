import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetProductQuery } from '../../api/products.api';
import { LoadingScreen } from '../../components/LoadingScreen';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout } from '../../sheets/SheetLayout';
import { ProductForm } from './ProductForm';
import { ProductView } from './ProductView';

/** The product's side sheet: view, edit, create (SPEC §2). */
export default function ProductSheet({ entry }: SheetProps) {
  const { t } = useTranslation(['products', 'messages']);
  const { data: product, isLoading, error } = useGetProductQuery(entry.id ?? '', { skip: !entry.id });
  if (entry.mode === 'create') return <ProductForm sellerId={entry.params?.sellerId} />;
  if (isLoading) return <LoadingScreen />;
  if (error || !product) {
    return (
      <SheetLayout title={t('sheet.title')}>
        <Result status="404" title={t('messages:products.notFound')} />
      </SheetLayout>
    );
  }
  return entry.mode === 'edit' ? <ProductForm product={product} /> : <ProductView product={product} />;
}

import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetSellerQuery } from '../../api/sellers.api';
import { LoadingScreen } from '../../components/LoadingScreen';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout } from '../../sheets/SheetLayout';
import { SellerForm } from './SellerForm';
import { SellerView } from './SellerView';

/** The seller's sheet: view (large), edit and create (SPEC §2). */
export default function SellerSheet({ entry }: SheetProps) {
  const { t } = useTranslation(['sellers', 'messages']);
  const { data: seller, isLoading, error } = useGetSellerQuery(entry.id ?? '', { skip: !entry.id });
  if (entry.mode === 'create') return <SellerForm />;
  if (isLoading) return <LoadingScreen />;
  if (error || !seller) {
    return (
      <SheetLayout title={t('sheet.title')}>
        <Result status="error" title={t('messages:sellers.fetchFailed')} />
      </SheetLayout>
    );
  }
  return entry.mode === 'edit' ? <SellerForm seller={seller} /> : <SellerView seller={seller} />;
}

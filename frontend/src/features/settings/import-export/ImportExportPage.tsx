import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../SettingsPage';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';

/** /settings/import-export: sellers and products in from a spreadsheet, the organization's lists out as CSV. */
export function ImportExportPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('importExport.title')} description={t('importExport.description')}>
      <ImportCard kind="sellers" />
      <ImportCard kind="products" />
      <ExportCard />
    </SettingsPage>
  );
}

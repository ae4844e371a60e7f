import { SettingsPage } from '../SettingsPage';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';

/** /settings/import-export: sellers and products in from a spreadsheet, the organization's lists out as CSV. */
export function ImportExportPage() {
  return (
    <SettingsPage
      title="Import & export"
      description="Bring sellers and products in from a spreadsheet or another system, and take your lists out as CSV."
    >
      <ImportCard kind="sellers" />
      <ImportCard kind="products" />
      <ExportCard />
    </SettingsPage>
  );
}

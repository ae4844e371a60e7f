// The harness first: it puts fetch and the encoders in place before the app modules load.
import { renderStaff, serve } from './staff-harness';
import { fireEvent, screen, within } from '@testing-library/react';
import { emailSettingsView } from '@consign/contracts';
import { EmailsSettingsPage } from '../src/features/settings/EmailsSettingsPage';

test("Settings → E-mails: a type's Preview opens its e-mail, subject and frame, as the server renders it", async () => {
  const html = '<!doctype html><html><body><p>Sample item: wool coat</p><p>Demo footer</p></body></html>';
  const server = serve({
    'GET /api/demo/emails/settings': { body: { data: emailSettingsView({ footer: 'Demo footer' }) } },
    'GET /api/next/demo/updates': { body: { data: [] } },
    'GET /api/demo/mailbox': { body: { data: [] } },
    'GET /api/demo/emails/templates/product_expiring/preview': { body: { data: { subject: 'Your item expires soon', html } } },
  });
  renderStaff(<EmailsSettingsPage />);

  // The switch keeps its label beside the new button.
  expect(await screen.findByRole('switch', { name: 'Items about to expire' })).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Preview the e-mail for Items about to expire' }));

  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('heading', { name: 'Your item expires soon' })).toBeInTheDocument();
  expect(within(dialog).getByTitle('E-mail preview')).toHaveAttribute('srcdoc', html);
  expect(server.find('GET', '/api/demo/emails/templates/product_expiring/preview')).toHaveLength(1);
});

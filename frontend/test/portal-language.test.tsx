// First: the harness puts fetch and web streams in place before the app's modules load.
import { makeStore, organization, seller, serve, wrap, type Call } from './portal-harness';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@consign/contracts';
import { ProfileCard } from '../src/features/portal/ProfileCard';
import { PortalHeader } from '../src/features/portal/PortalHeader';
import { LanguageProvider } from '../src/i18n/LanguageProvider';

const LANGUAGE = '/api/auth/language';

/** The server's answer: the session user with the language asked for (the organization has no default). */
function answer(store: ReturnType<typeof makeStore>) {
  return (call: Call) => ({
    body: { ...store.getState().session.user!, ...(call.body as { language: SessionUser['language'] }), organizationLanguage: null },
  });
}

function renderPortal(store = makeStore()) {
  render(
    wrap(
      <LanguageProvider>
        <PortalHeader organization={organization()} />
        <ProfileCard seller={seller({ bankAccountNumber: '12345678903' })} />
      </LanguageProvider>,
      store,
    ),
  );
  return store;
}

/** The select is a lazy chunk: until it is there, the choice reads as text. */
async function choose(current: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: current }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1)!);
}

test("choosing Norsk saves the seller's language and the portal speaks Norwegian at once; Organization default goes back", async () => {
  const store = makeStore();
  const api = serve({ [`PUT ${LANGUAGE}`]: answer(store) });
  renderPortal(store);
  expect(screen.getByText('Profile')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.getByText('Organization default')).toBeInTheDocument();

  await choose('Language', 'Norsk (bokmål)');
  await waitFor(() => expect(api.find('PUT', LANGUAGE)).toHaveLength(1));
  expect(api.find('PUT', LANGUAGE)[0]!.body).toEqual({ language: 'nb' });
  expect(await screen.findByText('Profil')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Vilkår' })).toBeInTheDocument();
  expect(screen.getByText('Kontonummer')).toBeInTheDocument();
  expect(screen.getByText('Selgernummer')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('nb');
  // Signed in again with the new user, the same token.
  expect(store.getState().session).toMatchObject({ status: 'signed-in', accessToken: 'token', user: { language: 'nb' } });

  await choose('Språk', 'Organisasjonens standard');
  await waitFor(() => expect(api.find('PUT', LANGUAGE)).toHaveLength(2));
  expect(api.find('PUT', LANGUAGE)[1]!.body).toEqual({ language: null });
  // Requests ask for the language read now (PDFs come in it): Norwegian since the first choice.
  expect(api.find('PUT', LANGUAGE).map((call) => call.headers.get('accept-language'))).toEqual(['en', 'nb']);
  // No organization default: the browser's language (English) again.
  expect(await screen.findByText('Profile')).toBeInTheDocument();
  expect(store.getState().session.user).toMatchObject({ language: null });
});

test('a language the server does not save leaves the portal as it was and says so', async () => {
  const api = serve({ [`PUT ${LANGUAGE}`]: { status: 500, body: {} } });
  const store = renderPortal();
  await choose('Language', 'Norsk (bokmål)');
  expect(await screen.findByText('Could not save the language')).toBeInTheDocument();
  expect(api.find('PUT', LANGUAGE)).toHaveLength(1);
  expect(screen.getByText('Profile')).toBeInTheDocument();
  expect(store.getState().session.user).toMatchObject({ language: null });
});

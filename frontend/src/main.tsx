import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserLanguage, loadLanguage } from './i18n';

// The browser's language first (the sign-in page's); a signed-in user's own is loaded by LanguageProvider.
void loadLanguage(browserLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

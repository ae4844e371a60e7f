import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import nbNO from 'antd/locale/nb_NO';
import type { Language } from '@consign/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { SessionState } from '../api/session.slice';
import { applyLanguage, currentLanguage, i18n, isLanguageLoaded, languageOfUser, loadLanguage } from '.';

const ANTD_LOCALES = { en: enGB, nb: nbNO } satisfies Record<Language, unknown>;

/**
 * Everything below reads the signed-in user's language (the browser's before sign-in). Applied during render,
 * not in an effect, so the first paint is already in it once its catalogue is loaded; a change remounts the tree,
 * so dates and numbers formatted outside React follow too.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const user = useSelector((state: { session: SessionState }) => state.session.user);
  const wanted = languageOfUser(user);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!isLanguageLoaded(wanted)) void loadLanguage(wanted).then(() => loaded((n) => n + 1));
  }, [wanted]);
  // Until its catalogue is in, the screen stays in the language it is in.
  const language = isLanguageLoaded(wanted) ? wanted : currentLanguage();
  if (currentLanguage() !== language) applyLanguage(language);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[language]}>
        <div key={language} style={{ display: 'contents' }}>
          {children}
        </div>
      </ConfigProvider>
    </I18nextProvider>
  );
}

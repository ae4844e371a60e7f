import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, pickLanguage, resolveLanguage, type Language, type SessionUser } from '@consign/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/nb';
import i18next, { type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';

/** The browser's language (`navigator.languages`): the sign-in page's, and everyone's until they choose. */
export const browserLanguage = (): Language =>
  pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])) ?? DEFAULT_LANGUAGE;

/**
 * The one i18next instance (ICU messages: plurals and numbers follow the language's CLDR rules). Each language's
 * catalogue is its own chunk, loaded (loadLanguage) before anything renders in it: a reader downloads only theirs.
 */
export const i18n: I18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources: {},
    lng: browserLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });

const CATALOGUES: Record<Language, () => Promise<Record<string, object>>> = {
  en: () => import('./locales/en').then((m) => m.en),
  nb: () => import('./locales/nb').then((m) => m.nb),
};

export const isLanguageLoaded = (language: Language): boolean => i18n.hasResourceBundle(language, 'common');

/** Adds a language's catalogue to i18next once (its chunk is fetched the first time). */
export async function loadLanguage(language: Language): Promise<void> {
  if (isLanguageLoaded(language)) return;
  const catalogue = await CATALOGUES[language]();
  for (const [namespace, texts] of Object.entries(catalogue)) i18n.addResourceBundle(language, namespace, texts, true, true);
}

export const currentLanguage = (): Language => (i18n.language === 'nb' ? 'nb' : 'en');
/** The Intl locale of the current language: 'nb-NO' or 'en-GB'. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

const DAYJS_LOCALES: Record<Language, string> = { en: 'en-gb', nb: 'nb' };

/** Switches every text, number and date (dayjs too; antd follows through `LocaleProvider`). */
export function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
applyLanguage(currentLanguage());

/** A signed-in user's language: their own choice, else their organization's, else the browser's. */
export const languageOfUser = (user: SessionUser | undefined): Language =>
  user
    ? resolveLanguage({ user: user.language, organization: user.organizationLanguage, browser: [browserLanguage()] })
    : browserLanguage();

import { LOCALES, pickLanguage, resolveLanguage, DEFAULT_LANGUAGE, type Language, type SessionUser } from '@consign/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/nb';
import i18next, { type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { nb } from './locales/nb';

export const resources = { en, nb } as const;

/** The browser's language (`navigator.languages`): the sign-in page's, and everyone's until they choose. */
export const browserLanguage = (): Language =>
  pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])) ?? DEFAULT_LANGUAGE;

/**
 * The one i18next instance (ICU messages: plurals and numbers follow the language's CLDR rules). Resources are
 * bundled, so it is ready synchronously and a screen never renders a key.
 */
export const i18n: I18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources,
    lng: browserLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.keys(resources),
    defaultNS: 'common',
    ns: Object.keys(en),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });

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

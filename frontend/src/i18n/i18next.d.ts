import 'i18next';
import type { en } from './locales/en';

// Typed keys: t('portal:…') only compiles for a key the English catalogue has.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

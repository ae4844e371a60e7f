import { en } from './locales/en';
import { nb } from './locales/nb';

/** Both catalogues at once, for tests; the app loads one language's chunk at a time (loadLanguage). */
export const resources = { en, nb } as const;

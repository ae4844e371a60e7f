import { createTranslator } from '@consign/kit/i18n';
import { en } from './en';
import { nb } from './nb';

export const catalogues = { en, nb };

/** A text of catalog's catalogue in a language: `t('nb', 'receipt.total')`. */
export const t = createTranslator(catalogues);

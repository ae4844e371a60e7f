import { createTranslator } from '@consign/kit/i18n';
import { en } from './en';
import { nb } from './nb';

export const catalogues = { en, nb };

/** A text of the ledger's catalogue in a language: `t('nb', 'payoutReceipt.amount')`. */
export const t = createTranslator(catalogues);

import type { Catalogue } from '@consign/contracts';
import type { search as en } from '../en/search';

export const search: Catalogue<typeof en> = {
  placeholder: 'Søk etter selgere og varer',
  label: 'Søk',
  results: 'Søkeresultater',
  seller: 'Selger #{number}',
  product: 'Vare #{number}',
};

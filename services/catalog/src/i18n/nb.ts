import type { Catalogue } from '@consign/contracts';
import type { en } from './en';

/** Norsk bokmål, in the words of frontend/src/i18n/README.md (kvittering, etikett, listepris, butikkreditt, …). */
export const nb: Catalogue<typeof en> = {
  labels: {
    title: '{count, plural, one {# etikett} other {# etiketter}}',
  },
  receipt: {
    title: 'Kvittering {number}',
    heading: 'Kvittering {number} · {soldAt}',
    returned: '{price} (returnert)',
    listed: '{sku} · listepris {price}',
    total: 'Totalt',
    change: 'Vekslepenger',
    returnedTotal: 'Returnert',
    thanks: 'Takk for at du handler brukt!',
    methods: {
      cash: 'Kontant',
      card: 'Kort',
      store_credit: 'Butikkreditt',
      other: 'Annet',
    },
  },
};

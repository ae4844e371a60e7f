import type { Catalogue } from '@consign/contracts';
import type { common as en } from '../en/common';

export const common: Catalogue<typeof en> = {
  language: {
    label: 'Språk',
    organizationDefault: 'Organisasjonens standard',
    saved: 'Språket er lagret',
  },
  earnings: {
    storeCredits: 'Butikkreditt',
    commission: 'Opptjent provisjon',
  },
  notFound: {
    title: 'Fant ikke siden',
    back: 'Tilbake til appen',
  },
};

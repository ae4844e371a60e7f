import type { Catalogue } from '@consign/contracts';
import type { updates as en } from '../en/updates';

export const updates: Catalogue<typeof en> = {
  list: {
    label: 'Oppdateringer',
    empty: 'Ingen oppdateringer ennå',
  },
  sheet: {
    title: 'Oppdatering',
    close: 'Lukk',
    type: 'Type',
    sent: 'Sendt',
    email: 'E-post',
  },
  emailStatus: {
    pending: 'venter',
    sent: 'sendt',
    failed: 'feilet',
    off: 'av',
    none: 'ingen',
  },
  card: {
    noSubject: 'Uten emne',
  },
  composer: {
    form: 'Kunngjøring',
    to: 'Til',
    allSellers: 'Alle selgere',
    chosenSellers: 'Utvalgte selgere',
    sellers: 'Selgere',
    subject: 'Emne',
    addBlock: 'Legg til avsnitt',
    buttonText: 'Knappetekst',
    buttonLink: 'Knappelenke',
    buttonLinkPlaceholder: 'https://',
    send: 'Send kunngjøring',
    preview: 'Forhåndsvisning',
    sent: 'Kunngjøringen er sendt',
    failed: 'Kunne ikke sende kunngjøringen',
  },
};

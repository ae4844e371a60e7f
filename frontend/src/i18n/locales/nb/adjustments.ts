import type { Catalogue } from '@consign/contracts';
import type { adjustments as en } from '../en/adjustments';

export const adjustments: Catalogue<typeof en> = {
  form: {
    title: 'Ny saldojustering',
    label: 'Saldojustering',
    seller: 'Selger',
    storeCreditsNow: 'Butikkreditt nå: {amount}',
    amount: 'Beløp ({currency})',
    amountField: 'Beløp',
    amountHelp: 'Negativt beløp trekker fra butikkreditt, positivt legger til.',
    amountPlaceholder: '-250',
    details: 'Beskrivelse',
    customText: 'Egen tekst',
    customDetails: 'Egen beskrivelse',
    confirmOk: 'Ja, juster',
    confirmCancel: 'Avbryt',
  },
  rules: {
    amountZero: 'Beløpet kan ikke være 0',
    amountLessThan: 'Beløpet må være mindre enn {amount}',
  },
  details: {
    title: 'Saldojustering',
    seller: 'Selger',
    amount: 'Beløp',
    details: 'Beskrivelse',
    created: 'Opprettet',
    close: 'Lukk',
    notFound: 'Fant ikke justeringen',
  },
};

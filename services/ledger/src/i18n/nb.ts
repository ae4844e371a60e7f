import type { Catalogue } from '@consign/contracts';
import type { en } from './en';

/** Norsk bokmål, in the words of frontend/src/i18n/README.md (utbetaling, kvittering, selger, kontonummer, …). */
export const nb: Catalogue<typeof en> = {
  payoutReceipt: {
    title: 'Kvittering for utbetaling {number}',
    seller: 'Selger',
    status: 'Status',
    requested: 'Forespurt',
    approved: 'Godkjent',
    notYetApproved: 'Ikke godkjent ennå',
    bankAccount: 'Kontonummer',
    amount: 'Beløp',
    fee: 'Transaksjonsgebyr',
    received: 'Utbetalt beløp',
    statuses: {
      completed: 'Fullført',
      pending: 'Venter',
    },
    arrival: 'Utbetalinger kan ventes innen en uke etter godkjenning.',
  },
};

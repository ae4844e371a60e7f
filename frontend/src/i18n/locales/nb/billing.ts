import type { Catalogue } from '@consign/contracts';
import type { billing as en } from '../en/billing';

export const billing: Catalogue<typeof en> = {
  page: {
    title: 'Abonnement',
    billing: 'Fakturering',
    enabled: 'Aktivert',
    notEnabled: 'Ikke aktivert',
    setup: 'Oppsett',
    needsSetup: 'Må settes opp',
    complete: 'Fullført',
    setUp: 'Sett opp fakturering',
    change: 'Endre plan eller kontakt',
  },
  plans: {
    starter: { name: 'Starter', description: 'Én butikk, opptil 500 aktive varer.' },
    standard: { name: 'Standard', description: 'Opptil tre butikker, ubegrenset antall varer.' },
    pro: { name: 'Pro', description: 'Ubegrenset antall butikker, webhooks og prioritert kundestøtte.' },
  },
  setup: {
    title: 'Sett opp fakturering',
    intro: 'Velg en plan og hvem som skal få fakturaene.',
    plan: 'Plan',
    choosePlan: 'Velg en plan',
    billingEmail: 'E-post for faktura',
    companyName: 'Firmanavn',
    companyNameRequired: 'Firmanavn må fylles ut',
    orgNumber: 'Organisasjonsnummer',
    orgNumberInvalid: 'Organisasjonsnummeret må ha 9 sifre',
    orgNumberPlaceholder: '123 456 789',
    submit: 'Fullfør oppsettet',
    saved: 'Faktureringen er satt opp',
    failed: 'Kunne ikke sette opp fakturering',
  },
};

import type { Catalogue } from '@consign/contracts';
import type { onboarding as en } from '../en/onboarding';

export const onboarding: Catalogue<typeof en> = {
  title: 'Sett opp {name}',
  yourOrganization: 'organisasjonen din',
  skip: 'Hopp over inntil videre',
  saveAndContinue: 'Lagre og fortsett',
  steps: {
    organization: 'Organisasjon',
    brand: 'Merkevare',
    store: 'Første butikk',
    schedule: 'Innleveringstider',
    consignment: 'Kommisjonssalg og utbetalinger',
    team: 'Inviter kollegene dine',
  },
  store: {
    title: 'Første butikk',
    alreadyHave: 'Du har allerede {stores}.',
    continue: 'Fortsett',
    create: 'Opprett butikk og fortsett',
  },
  schedule: {
    title: 'Innleveringstider',
    titleFor: 'Innleveringstider · {store}',
    createStoreFirst: 'Opprett en butikk først.',
    intro: 'Når selgerne kan levere inn varer (Paris-tid). Du kan finjustere hver dag senere.',
    enabled: 'Selgere kan bestille innlevering',
    days: 'Dager',
    opens: 'Åpner',
    closes: 'Stenger',
    timeFormat: 'Skriv tiden som TT:MM',
    slotLength: 'Lengde på tidspunkt (minutter)',
    weekdays: {
      mon: 'man',
      tue: 'tir',
      wed: 'ons',
      thu: 'tor',
      fri: 'fre',
      sat: 'lør',
      sun: 'søn',
    },
  },
  consignment: {
    title: 'Kommisjonssalg og utbetalinger',
    share: 'Selgerens andel (%)',
    expiry: 'Utløp (dager)',
    feesNote: 'Gebyrer for utbetaling angis under Innstillinger › Utbetalinger.',
  },
  team: {
    title: 'Inviter kollegene dine',
    invited: 'Invitert: {names}',
    invite: 'Inviter',
    finish: 'Fullfør',
  },
  done: {
    title: 'Arbeidsområdet ditt er klart',
    dashboard: 'Gå til oversikten',
  },
};

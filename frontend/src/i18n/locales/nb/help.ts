import type { Catalogue } from '@consign/contracts';
import type { help as en } from '../en/help';

export const help: Catalogue<typeof en> = {
  title: 'Hjelp',
  goTo: 'Gå til {page}',
  pages: {
    sellers: 'Selgere',
    products: 'Varer',
    deliveries: 'Innleveringer',
    payouts: 'Utbetalinger',
    stores: 'Butikker',
    emails: 'E-poster',
  },
  topics: {
    registerSeller: {
      title: 'Registrere en selger',
      open: 'Åpne Selgere og trykk Ny selger.',
      fillIn: 'Fyll inn navn, e-post og telefon. Selgeren får en e-post for å lage et passord.',
    },
    takeInProducts: {
      title: 'Ta inn varer',
      open: 'Åpne Varer og trykk Ny vare.',
      photo: 'Ta et bilde: kategori og farge blir foreslått, og prisen blir beregnet.',
      label: 'Skriv ut etiketten fra varekortet.',
    },
    bookDelivery: {
      title: 'Bestille innlevering for en selger',
      open: 'Åpne Innleveringer og trykk Bestill innlevering.',
      pick: 'Velg selger, butikk, dato og tidspunkt (Paris-tid), og trykk Bestill.',
      manage: 'Åpne en innlevering for å endre tidspunkt, kansellere eller merke den som fullført.',
    },
    payOut: {
      title: 'Betale ut butikkreditt',
      open: 'Åpne Utbetalinger og trykk Ny utbetaling, eller bruk Utbetaling på selgeren.',
      check: 'Sjekk kontonummer og beløp. Gebyret vises mens du skriver.',
      approve: 'Godkjenn utbetalingen når pengene er sendt. Kvitteringen er en PDF.',
    },
    correctBalance: {
      title: 'Rette en saldo',
      open: 'Åpne selgeren og trykk Juster.',
      storeCredits: 'Bruk «Brukt butikkreditt» med et negativt beløp når kreditt brukes i butikken.',
      negative: 'Hvis saldoen blir negativ, må du bekrefte det.',
    },
    openingHours: {
      title: 'Endre åpningstider for innleveringer',
      where: 'Innstillinger › Butikker › butikken › Innleveringsinnstillinger.',
      set: 'Angi ukentlige åpningstider, lengden på tidspunktene og datoer som er stengt.',
    },
    announce: {
      title: 'Si noe til alle selgere',
      where: 'Innstillinger › E-poster › Ny kunngjøring.',
      write: 'Skriv meldingen. Forhåndsvisningen viser e-posten slik selgerne får den.',
    },
  },
  shortcuts: {
    title: 'Snarveier',
    ctrl: 'Ctrl',
    k: 'K',
    search: 'søker etter selgere og varer.',
    wizard: 'Kjør oppsettsveiviseren på nytt',
  },
};

import type { Catalogue } from '@consign/contracts';
import type { en } from './en';

/** Norsk bokmål, in the words of frontend/src/i18n/README.md (selger, vare, innlevering, utbetaling, …). */
export const nb: Catalogue<typeof en> = {
  card: {
    price: 'Pris: {price}',
    share: 'Din andel: {share}',
  },
  productSold: {
    subject: 'Varen din er solgt',
    goodNews: 'Gode nyheter! <b>{product}</b> er solgt.',
    goodNewsTo: 'Gode nyheter, {firstName}! <b>{product}</b> er solgt.',
    card: 'Solgt vare',
    share: 'Din andel på <b>{amount}</b> er lagt til saldoen din.',
    cta: 'Se saldoen din',
  },
  payoutApproved: {
    subject: 'Utbetalingen din er godkjent',
    intro: 'Hei, utbetaling #{number} er godkjent.',
    introTo: 'Hei {firstName}, utbetaling #{number} er godkjent.',
    requested: 'Forespurt: <b>{amount}</b>',
    fee: 'Gebyr: {amount}',
    received: 'Du får: <b>{amount}</b>',
    arrival: 'Utbetalinger kan ventes innen en uke etter godkjenning.',
    cta: 'Kvittering for utbetalingen',
  },
  invitation: {
    subject: 'Du er invitert til {orgName}',
    created: 'Hei {name}, {orgName} har opprettet en konto for deg.',
    choose: 'Velg et passord for å logge inn. Lenken kan brukes én gang.',
    cta: 'Velg passord',
    added: 'Hei {name}, {orgName} har lagt deg til i butikken sin.',
    signIn: 'Logg inn med e-postadressen og passordet du allerede bruker i Consign. Bytt mellom butikkene dine øverst på siden.',
    signInCta: 'Logg inn',
  },
  passwordReset: {
    subject: 'Tilbakestill passordet ditt',
    asked: 'Noen har bedt om å tilbakestille passordet til kontoen din. Bruk lenken nedenfor for å velge et nytt.',
    notYou: 'Hvis det ikke var deg, kan du se bort fra denne e-posten: passordet ditt forblir det samme.',
    cta: 'Velg nytt passord',
  },
  termsPublished: {
    subject: 'Nye vilkår å godta',
    published: '{orgName} har publisert nye vilkår.',
    accept: 'Les og godta dem neste gang du logger inn.',
    cta: 'Les vilkårene',
  },
  productExpiring: {
    subject: 'Varen din utløper snart',
    intro: '<b>{product}</b> (#{sku}) når slutten av kommisjonsperioden {date}.',
    decide: 'Bestem hva som skal skje med den før det:',
    extend: 'Forleng: den blir til salgs én periode til (én gang).',
    lowerPrice: 'Sett ned prisen: en lavere pris kan gjøre at den blir solgt.',
    collect: 'Hent den: den settes til side i butikken så du kan hente den.',
    donate: 'Doner den: butikken gir den til veldedighet.',
    otherwise: 'Hvis du ikke bestemmer deg, følger butikken sin egen regel for utløpte varer.',
    cta: 'Bestem nå',
  },
  productExpired: {
    subject: 'Varen din har utløpt',
    intro: '<b>{product}</b> (#{sku}) nådde slutten av kommisjonsperioden uten at du bestemte deg.',
    actions: {
      return_to_seller: 'Den er satt til side i butikken så du kan hente den.',
      donate: 'Butikken har donert den.',
      store_owned: 'Den tilhører nå butikken og er fortsatt til salgs; salget gir deg ikke lenger noen andel.',
    },
    cta: 'Se varene dine',
  },
  productsMarkedDown: {
    subject: '{count, plural, one {Varen din har fått prisnedsettelse} other {Varene dine har fått prisnedsettelse}}',
    intro:
      '{count, plural, one {Butikken har satt ned prisen på varen din etter planen for prisnedsettelse:} other {Butikken har satt ned prisene på varene dine etter planen for prisnedsettelse:}}',
    item: '<b>{product}</b> (#{sku}): {from} → <b>{to}</b>',
    cta: 'Se varene dine',
  },
  webhookDisabled: {
    subject: 'Et webhook-endepunkt er slått av',
    failing: 'Leveranser til <b>{url}</b> har feilet siden {since}, så endepunktet er slått av.',
    lastError: 'Siste feil: {error}',
    fix: 'Rett feilen hos mottakeren, og slå deretter på endepunktet igjen under Integrasjoner i innstillingene.',
    cta: 'Åpne integrasjoner',
  },
  saleReceipt: {
    subject: 'Kvittering {number} fra {orgName}',
    thanks: 'Takk for at du handlet hos {orgName}, {storeName}.',
    attached: 'Kvitteringen for salg {number} er vedlagt.',
  },
  delivery: {
    subjects: {
      delivery_confirmed: 'Innleveringen din er bekreftet',
      delivery_rescheduled: 'Innleveringen din er flyttet',
      delivery_cancelled: 'Innleveringen din er kansellert',
    },
    when: '{time} (Paris-tid)',
    booked: 'Innleveringen din er bestilt til <b>{when}</b> hos <b>{location}</b>.',
    moved: 'Innleveringen din er flyttet fra {from} til <b>{when}</b> hos <b>{location}</b>.',
    cancelled: 'Innleveringen din <b>{when}</b> hos <b>{location}</b> er kansellert.',
    calendarLink: 'Legg den til i kalenderen din med lenken nedenfor.',
    calendarAttached: 'Kalenderinvitasjonen er vedlagt.',
    googleCalendar: 'Legg til i Google Kalender',
  },
  sample: {
    firstName: 'Sam',
    consignor: 'Sam Eksempel',
    item: 'Eksempelvare: ullkåpe',
    otherItem: 'Eksempelvare: skinnveske',
    store: 'Eksempelbutikk',
    location: 'Eksempelbutikk, Storgata 1',
    announcementSubject: 'Eksempel på kunngjøring',
    announcementBody: 'Her kommer det du skriver til selgerne.',
    error: 'Eksempelfeil: mottakeren svarte 500',
  },
};

import type { Catalogue } from '@consign/contracts';
import type { coworkers as en } from '../en/coworkers';

export const coworkers: Catalogue<typeof en> = {
  fields: {
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    email: 'E-post',
    phone: 'Telefon',
    added: 'Lagt til',
    name: 'Navn',
  },
  sheet: {
    newTitle: 'Ny kollega',
    inviteInfo: 'Kollegaen får en e-post med en lenke for å lage passord.',
    create: 'Opprett kollega',
    title: 'Kollega',
    edit: 'Rediger',
    delete: 'Slett',
    deleteTitle: 'Er du sikker på at du vil slette {name}?',
    deleteContent: 'Vedkommende mister tilgangen til backoffice.',
  },
  team: {
    title: 'Kolleger',
    description: 'Kolleger som har tilgang til backoffice.',
    fetchFailed: 'Kunne ikke hente kolleger',
    coworkers: 'Kolleger',
    add: 'Legg til kollega',
    empty: 'Ingen kolleger ennå',
  },
};

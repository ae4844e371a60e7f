import type { Catalogue } from '@consign/contracts';
import type { auth as en } from '../en/auth';

export const auth: Catalogue<typeof en> = {
  fields: {
    email: 'E-post',
    password: 'Passord',
    newPassword: 'Nytt passord',
  },
  signIn: {
    title: 'Consign',
    intro: 'Logg inn på butikk- eller selgerkontoen din.',
    submit: 'Logg inn',
    forgotPassword: 'Glemt passordet?',
  },
  acceptInvite: {
    title: 'Velkommen',
    intro: 'Velg et passord for å gjøre ferdig kontoen din.',
    submit: 'Opprett konto',
  },
  forgot: {
    title: 'Tilbakestill passord',
    intro: 'Vi sender deg en lenke på e-post der du kan velge et nytt passord.',
    submit: 'Send lenke',
    backToSignIn: 'Tilbake til innlogging',
  },
  reset: {
    title: 'Tilbakestill passord',
    intro: 'Velg et nytt passord.',
    submit: 'Lagre passord',
    changed: 'Passordet ditt er endret.',
    signIn: 'Logg inn',
  },
  logOutEverywhere: {
    button: 'Logg ut overalt',
    title: 'Vil du logge ut på alle enheter?',
    content: 'Alle enheter som er logget inn på denne kontoen, blir logget ut i løpet av noen sekunder – også denne.',
    ok: 'Logg ut overalt',
  },
};

import type { Catalogue } from '@consign/contracts';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Catalogue<typeof en> = {
  title: 'Oversikt',
  notAvailable: 'Ikke tilgjengelig akkurat nå.',
  tiles: {
    activeProducts: 'Aktive varer',
    soldThisWeek: 'Solgt denne uken',
    commissionOwed: 'Skyldig provisjon',
    storeCreditsOwed: 'Skyldig butikkreditt',
    pendingPayouts: 'Ventende utbetalinger',
    todaysDeliveries: 'Dagens innleveringer',
  },
  deliveries: {
    title: 'Dagens innleveringer',
    unavailable: 'Innleveringer er ikke tilgjengelige akkurat nå.',
  },
  deliveryStatus: {
    pending: 'venter',
    confirmed: 'bekreftet',
    cancelled: 'kansellert',
    completed: 'fullført',
  },
};

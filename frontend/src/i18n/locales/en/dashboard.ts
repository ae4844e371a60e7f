/** The dashboard feature's texts (features/dashboard). */
export const dashboard = {
  title: 'Dashboard',
  notAvailable: 'Not available right now.',
  tiles: {
    activeProducts: 'Active products',
    soldThisWeek: 'Sold this week',
    commissionOwed: 'Commission owed',
    storeCreditsOwed: 'Store credits owed',
    pendingPayouts: 'Pending payouts',
    todaysDeliveries: "Today's deliveries",
  },
  deliveries: {
    title: "Today's deliveries",
    unavailable: 'Deliveries are not available right now.',
  },
  deliveryStatus: {
    pending: 'pending',
    confirmed: 'confirmed',
    cancelled: 'cancelled',
    completed: 'completed',
  },
} as const;

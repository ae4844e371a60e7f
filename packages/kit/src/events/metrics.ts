import { Counter } from 'prom-client';

export const publishedTotal = new Counter({
  name: 'consign_events_published_total',
  help: 'Events published from the outbox',
  labelNames: ['topic'],
});
export const receivedTotal = new Counter({
  name: 'consign_events_received_total',
  help: 'Messages a consumer took from the bus (its share of the group), whether or not one of its contracts applies',
  labelNames: ['group'],
});
export const consumedTotal = new Counter({
  name: 'consign_events_consumed_total',
  help: 'Events applied by a consumer',
  labelNames: ['group', 'type'],
});
export const deadLetteredTotal = new Counter({
  name: 'consign_events_dead_lettered_total',
  help: 'Messages moved to a dead-letter',
  labelNames: ['group'],
});

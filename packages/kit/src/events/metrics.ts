import { Counter, Gauge } from 'prom-client';

export const publishedTotal = new Counter({
  name: 'consign_events_published_total',
  help: 'Events published from the outbox',
  labelNames: ['topic'],
});
export const publishFailuresTotal = new Counter({
  name: 'consign_events_publish_failures_total',
  help: 'Failed outbox publish requests: reason "bus_unavailable" (the bus did not answer; rows held, no attempt counted) or "rejected" (an attempt of the rows counted)',
  labelNames: ['reason'],
});
export const abandonedTotal = new Counter({
  name: 'consign_events_abandoned_total',
  help: 'Outbox rows abandoned after their publish attempts ran out',
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

const lagSources = new Set<() => Promise<Record<string, number>>>();

/** Read when /metrics is scraped: each bus of the process that can tell its groups' lag adds it. */
export const consumerLag = new Gauge({
  name: 'consign_events_consumer_lag',
  help: 'Messages on the bus a consumer group has not yet committed (Kafka: end offset minus committed offset)',
  labelNames: ['group'],
  async collect() {
    this.reset();
    for (const source of lagSources) {
      const byGroup = await source().catch(() => ({}) as Record<string, number>);
      for (const [group, lag] of Object.entries(byGroup)) this.set({ group }, lag);
    }
  },
});

/** Adds a bus's lag to the gauge; the returned function takes it away (the bus closes). */
export function reportConsumerLag(source: () => Promise<Record<string, number>>): () => void {
  lagSources.add(source);
  return () => lagSources.delete(source);
}

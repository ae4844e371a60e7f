/**
 * Events are named `<source>.<aggregate>.<verb>`; each aggregate type of a source has one topic (`catalog.product`),
 * keyed by the aggregate id, so an aggregate's events stay in order across types while a consumer reads only
 * the aggregates it handles: on one topic per source, every consumer of a store event also fetched every sale.
 */
export function topicFor(type: string): string {
  const [source, aggregate] = type.split('.');
  if (!source || !aggregate) throw new Error(`Event type without a source and an aggregate: ${type}`);
  return `${source}.${aggregate}`;
}

import { topicFor } from '../../src/events';

test("an event's topic is its source and aggregate: consumers of one aggregate do not fetch the others", () => {
  expect(topicFor('catalog.product.sold')).toBe('catalog.product');
  expect(topicFor('catalog.store.created')).toBe('catalog.store');
  expect(topicFor('deliveries.store_delivery_config.updated')).toBe('deliveries.store_delivery_config');
  expect(() => topicFor('catalog')).toThrow('Event type without a source and an aggregate: catalog');
});

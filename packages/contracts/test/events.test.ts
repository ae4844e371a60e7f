import { AppError, organizationCreated } from '../src';

const data = { id: '0195f3a0-0000-7000-8000-000000000001', slug: 'demo', name: 'Demo', currency: 'NOK', language: null };

test('create fills the envelope and parse round-trips it', () => {
  const event = organizationCreated.create({ source: 'identity', orgId: data.id, aggregateId: data.id, data });
  expect(event).toMatchObject({ type: 'identity.organization.created', version: 1, aggregateType: 'organization', correlationId: null });
  expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  expect(organizationCreated.parse(JSON.parse(JSON.stringify(event)))).toEqual(event);
});

test('parse refuses wrong data, another type or a missing envelope field', () => {
  const event = organizationCreated.create({ source: 'identity', orgId: null, aggregateId: data.id, data });
  expect(() => organizationCreated.parse({ ...event, data: { ...data, currency: 'NORWAY' } })).toThrow(AppError);
  expect(() => organizationCreated.parse({ ...event, type: 'identity.organization.updated' })).toThrow(
    'Invalid identity.organization.created v1 event',
  );
  const { occurredAt: _dropped, ...withoutTime } = event;
  expect(() => organizationCreated.parse(withoutTime)).toThrow(AppError);
});

test('create validates data at the producer', () => {
  expect(() => organizationCreated.create({ source: 'identity', orgId: null, aggregateId: 'x', data: { ...data, slug: '' } })).toThrow();
});

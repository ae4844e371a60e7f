import { RULE_MESSAGES, UPDATE_TYPES, organizationConfigSchema, organizationUpdated, type EmailPreview } from '@consign/contracts';
import { eventually, useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { notificationsService } from '../src/service';
import { DEMO, call, useBus } from './support/harness';

const infra = useTestInfra();
const tokens = useTestTokens();
const service = useService(infra, notificationsService, () => ({ JWKS_URL: tokens.jwksUrl(), PUBLIC_URL: 'https://app.consign.test' }));
const publish = useBus(infra);

const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });
const preview = async (type: string, token: string | Promise<string> = staff(), language?: string) =>
  call<{ data: EmailPreview }>(
    service().url,
    'GET',
    `/api/demo/emails/templates/${type}/preview`,
    await token,
    undefined,
    language ? { 'accept-language': language } : {},
  );

const FOOTER = 'Demo Resale · Storgata 1 · 0155 Oslo';

beforeAll(async () => {
  const config = organizationConfigSchema.parse({ brand: { primaryColor: '#aa3355' } });
  await publish(
    organizationUpdated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: DEMO.org,
      data: { id: DEMO.org, slug: 'demo', name: 'Demo Resale', currency: 'NOK', language: 'nb', config },
    }),
  );
  await eventually(() => service().deps.db('organizations').where({ id: DEMO.org }).first());
  expect((await call(service().url, 'PATCH', '/api/demo/emails/settings', await staff(), { footer: FOOTER })).status).toBe(200);
});

test.each(UPDATE_TYPES)("the %s template renders with a subject, the organization's brand and footer", async (type) => {
  const { status, body } = await preview(type);
  expect(status).toBe(200);
  expect(Object.keys(body.data).sort()).toEqual(['html', 'subject']);
  expect(body.data.subject.length).toBeGreaterThan(0);
  expect(body.data.html).toContain(`<title>${body.data.subject}</title>`);
  expect(body.data.html).toContain('Demo Resale');
  expect(body.data.html).toContain('#aa3355');
  expect(body.data.html).toContain(FOOTER);
});

test("expiring soon, expired and marked down name the sample item, in the organization's language", async () => {
  const [expiring, expired, markedDown] = await Promise.all([
    preview('product_expiring').then((r) => r.body.data),
    preview('product_expired').then((r) => r.body.data),
    preview('product_marked_down').then((r) => r.body.data),
  ]);
  expect(expiring.subject).toBe('Varen din utløper snart');
  expect(expiring.html).toContain('lang="nb"');
  for (const mail of [expiring, expired, markedDown]) expect(mail.html).toContain('Eksempelvare: ullkåpe');
  expect(markedDown.html).toMatch(/1\s200,00\skr → <strong>960,00\skr<\/strong>/);
});

test('an unknown type is 404 with the catalogue text; a seller may not look', async () => {
  const unknown = await preview('not_a_type', staff(), 'en');
  expect(unknown.status).toBe(404);
  expect(unknown.body.message).toBe(RULE_MESSAGES.updates.unknownType);
  const seller = tokens.sign({ sub: 'user-seller', role: 'seller', sellerId: 'seller-1', ...DEMO });
  expect((await preview('product_expiring', seller)).status).toBe(403);
});

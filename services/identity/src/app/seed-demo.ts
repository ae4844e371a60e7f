import { randomUUID } from 'node:crypto';
import { generateValidBankAccount, sellerCreated } from '@consign/contracts';
import { asSystem, publishEvents, withTransaction, type Db } from '@consign/kit';
import { upsertBilling, type BillingRow } from '../db/billing.repo';
import { findOrganizationBySlug } from '../db/organizations.repo';
import { nextSequenceValue } from '../db/sequences.repo';
import { insertSeller } from '../db/sellers.repo';
import { ensurePeople, setPersonPassword } from '../db/people.repo';
import { findUserByEmail, insertUser } from '../db/users.repo';
import { hashPassword } from '../domain/passwords';
import { sellerEventData } from '../domain/seller-view';
import { createOrganization } from './create-organization';
import { updateOrganizationSection, type SettingsSection } from './update-organization';

export const DEMO_PASSWORD = 'demo-pass-1';

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Only the listed logins get a password; the others are sellers who were never invited. */
  login?: boolean;
}

const DEMO = [
  {
    org: { slug: 'demo', name: 'Demo Consignment', currency: 'NOK' },
    settings: {
      consignment: { storeCredit: 'store_credit', defaultSplit: 0.5, expiryDays: 90, fees: [] },
      payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 1 },
      contact: {
        email: 'hello@demo.test',
        phone: '+47 22 00 00 00',
        addressLine1: 'Karl Johans gate 1',
        zip: '0154',
        city: 'Oslo',
        country: 'Norway',
      },
      legal: { companyName: 'Demo Consignment AS', organizationNumber: '999 999 999' },
      // No default language: each person's browser decides until they choose one (issue 23).
      language: { language: null },
    },
    billing: { enabled: true, plan: 'standard', billing_email: 'billing@demo.test', setup_completed_at: new Date('2026-01-01T00:00:00Z') },
    coworkers: [{ email: 'staff@demo.test', firstName: 'Siri', lastName: 'Staff', phone: '+4790000001', login: true }],
    sellers: [
      { email: 'seller@demo.test', firstName: 'Sara', lastName: 'Seller', phone: '+4791000001', login: true },
      { email: 'ola.nordmann@demo.test', firstName: 'Ola', lastName: 'Nordmann', phone: '+4791000002' },
      { email: 'kari.hansen@demo.test', firstName: 'Kari', lastName: 'Hansen', phone: '+4791000003' },
      { email: 'lars.berg@demo.test', firstName: 'Lars', lastName: 'Berg', phone: '+4791000004' },
      { email: 'ingrid.dahl@gmail.com', firstName: 'Ingrid', lastName: 'Dahl', phone: '+4791000005' },
    ],
  },
  {
    org: { slug: 'other', name: 'Other Vintage', currency: 'NOK' },
    settings: {
      consignment: { storeCredit: 'commission', defaultSplit: 0.4, expiryDays: 60, fees: [] },
      brand: { primaryColor: '#7a3e9d' },
    },
    // Billing on, never set up: its staff are asked to complete setup first.
    billing: { enabled: true, setup_completed_at: null },
    coworkers: [{ email: 'staff@other.test', firstName: 'Otto', lastName: 'Staff', phone: '+4790000002', login: true }],
    sellers: [
      { email: 'seller@other.test', firstName: 'Olga', lastName: 'Other', phone: '+4792000001', login: true },
      { email: 'nils.lie@other.test', firstName: 'Nils', lastName: 'Lie', phone: '+4792000002' },
    ],
  },
] satisfies Array<{
  org: { slug: string; name: string; currency: string };
  settings: Partial<Record<SettingsSection, unknown>>;
  billing: Partial<BillingRow>;
  coworkers: DemoPerson[];
  sellers: DemoPerson[];
}>;

/** The demo organizations, their staff and sellers; running it again changes nothing. */
/** Seeds span organizations (it creates them), so they run as system. */
export function seedDemo(db: Db, log: (line: string) => void): Promise<void> {
  return asSystem('demo seed: creates and fills the demo organizations', () => seedDemoOrganizations(db, log));
}

async function seedDemoOrganizations(db: Db, log: (line: string) => void): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [orgIndex, demo] of DEMO.entries()) {
    let org = await findOrganizationBySlug(db, demo.org.slug);
    if (!org) {
      org = await createOrganization(db, demo.org);
      for (const [section, value] of Object.entries(demo.settings))
        await updateOrganizationSection(db, org.id, section as SettingsSection, value);
      await upsertBilling(db, { org_id: org.id, ...demo.billing });
    }
    for (const person of [
      ...demo.coworkers.map((p) => ({ ...p, role: 'coworker' as const })),
      ...demo.sellers.map((p) => ({ ...p, role: 'seller' as const })),
    ]) {
      if (await findUserByEmail(db, org.id, person.email)) continue;
      await withTransaction(db, async (trx) => {
        let sellerId: string | null = null;
        if (person.role === 'seller') {
          sellerId = randomUUID();
          const accountNumber = await nextSequenceValue(trx, org.id, 'seller_account');
          const bank =
            generateValidBankAccount(`1503${orgIndex}${String(accountNumber).padStart(5, '0')}`) ??
            generateValidBankAccount(`1504${orgIndex}${String(accountNumber).padStart(5, '0')}`);
          const seller = await insertSeller(trx, {
            id: sellerId,
            org_id: org.id,
            account_number: accountNumber,
            first_name: person.firstName,
            last_name: person.lastName,
            email: person.email,
            phone: person.phone,
            bank_account_number: bank,
          });
          // Seeded sellers are announced like created ones, so every service's replica knows them.
          await publishEvents(trx, [
            sellerCreated.create({ source: 'identity', orgId: org.id, aggregateId: seller.id, data: sellerEventData(seller, null) }),
          ]);
        }
        const { id: personId, created } = (await ensurePeople(trx, [person.email])).get(person.email.toLowerCase())!;
        if (created && person.login) await setPersonPassword(trx, personId, passwordHash);
        await insertUser(trx, {
          id: randomUUID(),
          org_id: org.id,
          email: person.email,
          person_id: personId,
          role: person.role,
          seller_id: sellerId,
          first_name: person.firstName,
          last_name: person.lastName,
          phone: person.phone,
        });
      });
      log(`Seeded ${person.role} ${person.email} in ${org.slug}.`);
    }
  }
}

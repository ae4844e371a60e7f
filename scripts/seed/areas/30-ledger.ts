import { TEST_BANK_ACCOUNT_NUMBER } from '@consign/contracts';
import type { AreaSeed, SeedClient } from '../seed';

interface SellerLite {
  id: string;
  email: string;
  bankAccountNumber: string | null;
}
interface PayoutLite {
  id: string;
  status: 'pending' | 'completed';
}

/** What each demo seller's books get on top of their sales (major units; deterministic keys make reruns replays). */
const PLAN: Record<string, { org: string; credit: number; payouts: Array<{ amount: number; approve: boolean }>; spent?: number }> = {
  'seller@demo.test': {
    org: 'demo',
    credit: 500,
    payouts: [
      { amount: 150, approve: true },
      { amount: 100, approve: false },
    ],
    spent: 50,
  },
  'kari.hansen@demo.test': { org: 'demo', credit: 200, payouts: [{ amount: 80, approve: false }] },
  'seller@other.test': { org: 'other', credit: 120, payouts: [{ amount: 60, approve: true }] },
};

const key = (...parts: string[]) => ({ 'idempotency-key': ['seed-ledger', ...parts].join('-') });

/** Sales credited by catalog's seed arrive through the bus: give them a moment before adding to the books. */
async function settle(client: SeedClient, org: string, sellerId: string): Promise<void> {
  const deadline = Date.now() + 3000;
  let last = '';
  for (;;) {
    const { data } = await client.call<{ data: { available: number; accumulated: number } }>('GET', `/api/${org}/accounts/${sellerId}`);
    const now = JSON.stringify(data);
    if (now === last || Date.now() > deadline) return;
    last = now;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function seedSeller(client: SeedClient, org: string, seller: SellerLite, plan: (typeof PLAN)[string]): Promise<void> {
  await settle(client, org, seller.id);
  const adjust = (amount: number, details: string, tag: string) =>
    client.call('POST', `/api/${org}/balance-adjustments`, { seller: { id: seller.id }, amount, details }, key(seller.id, tag));
  await adjust(plan.credit, 'Gift card', 'gift-card');
  for (const [i, p] of plan.payouts.entries()) {
    const bankAccountNumber = seller.bankAccountNumber ?? TEST_BANK_ACCOUNT_NUMBER;
    const { data } = await client.call<{ data: PayoutLite }>(
      'POST',
      `/api/${org}/payouts`,
      { seller: { id: seller.id }, bankAccountNumber, amount: p.amount },
      key(seller.id, 'payout', String(i)),
    );
    // A replayed request answers as it did the first time: ask for the payout as it is now.
    const current = (await client.call<{ data: PayoutLite[] }>('GET', `/api/${org}/payouts?ids=${data.id}`)).data[0];
    if (p.approve && current?.status === 'pending') await client.call('PATCH', `/api/${org}/payouts`, { id: data.id, approved: true });
  }
  if (plan.spent) await adjust(-plan.spent, 'Store credits spent', 'spent');
}

/** Demo books: credits, pending and approved payouts and adjustments for the demo sellers, through the gateway. */
export const seed: AreaSeed = async (ctx) => {
  for (const [org, staffEmail] of [
    ['demo', 'staff@demo.test'],
    ['other', 'staff@other.test'],
  ] as const) {
    const client = await ctx.as(staffEmail);
    const { data: sellers } = await client.call<{ data: SellerLite[] }>('GET', `/api/${org}/sellers?take=1000`);
    for (const [email, plan] of Object.entries(PLAN).filter(([, p]) => p.org === org)) {
      const seller = sellers.find((s) => s.email === email);
      if (!seller) {
        ctx.log(`ledger seed: no seller ${email} in ${org}, skipped`);
        continue;
      }
      await seedSeller(client, org, seller, plan);
    }
  }
};

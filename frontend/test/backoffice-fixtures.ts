import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  MESSAGES,
  type AccountView,
  type OrganizationView,
  type PayoutView,
  type SellerMinimal,
  type SellerView,
} from '@consign/contracts';

/** The demo organization as GET /api/{org}/organizations answers: NOK, a flat 10 kr fee and the 1 % product fee. */
export const ORGANIZATION: OrganizationView = {
  id: 'org-1',
  name: 'Demo Second Hand',
  slug: 'demo',
  currency: 'NOK',
  brand: { logoUrl: null, logo: null, primaryColor: '#2f6f5e' },
  contact: { email: 'hello@demo.test', phone: '', website: '', addressLine1: '', zip: '', city: '', country: '' },
  address: { line1: '', zip: '', city: '', country: '' },
  legal: { companyName: '', organizationNumber: '', vatRegistered: false },
  sellerExperience: { showListedPrice: true, genderEnabled: false, deliveriesEnabled: true, impactEnabled: true, forwardUrlLogOut: '' },
  labels: { widthInMm: 31.75, heightInMm: 57.15 },
  language: null,
  defaults: { expiryDays: 90, consignmentSplit: 0.5 },
  fees: [],
  expiry: { markdowns: [], expiryAction: 'return_to_seller', expiryNoticeDays: 7 },
  config: {
    storeCredit: 'store_credit',
    payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, product: 1 },
    forwardUrlLogOut: '',
    showListedPrice: true,
    genderEnabled: false,
  },
};

export const SELLER_ID = '0b6f3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

export const SELLERS: SellerMinimal[] = [{ id: SELLER_ID, fullName: 'Kari Hansen', accountNumberPadded: '00003' }];

export const SELLER: SellerView = {
  id: SELLER_ID,
  firstName: 'Kari',
  lastName: 'Hansen',
  fullName: 'Kari Hansen',
  email: 'kari@demo.test',
  phonenumber: '+4741234567',
  accountNumber: 3,
  accountNumberPadded: '00003',
  contact: { email: 'kari@demo.test', phone: '+4741234567' },
  bankAccountNumber: '12345678903',
  termsAccepted: true,
  terms_accepted_at: null,
  org: { slug: 'demo' },
};

export const account = (available: number): AccountView => ({
  sellerId: SELLER_ID,
  currency: 'NOK',
  earnings: 'store_credit',
  available,
  accumulated: available,
  held: 0,
});

export const PAYOUT: PayoutView = {
  id: 'payout-1',
  seller: { id: SELLER_ID, fullName: 'Kari Hansen' },
  bankAccountNumber: '12345678903',
  amount: 200,
  amountWithFeesDeducted: 188,
  transactionFee: 12,
  currency: 'NOK',
  number: 7,
  numberPadded: '00007',
  status: 'pending',
  approved: false,
  meta: { createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
};

/** The routes every staff form asks first: the organization, the seller picker, the seller and their credits. */
export function baseRoutes(available = 500) {
  return {
    'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
    'GET /api/demo/sellers': { body: { data: SELLERS } },
    [`GET /api/demo/sellers/${SELLER_ID}`]: { body: { data: SELLER } },
    [`GET /api/demo/accounts/${SELLER_ID}`]: { body: { data: account(available) } },
  };
}

/** Focuses the seller picker and leaves it empty: the form says 'Please select a seller'. */
export async function leaveSellerEmpty() {
  const seller = screen.getByRole('combobox', { name: 'Seller' });
  fireEvent.focus(seller);
  fireEvent.blur(seller);
  expect(await screen.findByText(MESSAGES.deliveries.selectSeller)).toBeInTheDocument();
}

/** The seller field's one message is the form's, not the picker's 'Required' beside it. */
export async function expectOneSellerMessage() {
  await waitFor(() => expect(screen.getAllByText(MESSAGES.deliveries.selectSeller)).toHaveLength(1));
  expect(screen.queryByText(MESSAGES.common.required)).not.toBeInTheDocument();
}

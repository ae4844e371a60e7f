import { formatIcu } from './icu';

export { RULE_MESSAGES } from './rule-messages';

/**
 * The SPEC's texts (§5, §8), verbatim; forms and services import them so both say the same. Its placeholders
 * ('{amount}') are ICU arguments: the API catalogue (api-messages.ts) holds these texts under the same keys.
 */
export const MESSAGES = {
  deliveries: {
    failedToFetchSlots: 'Failed to fetch time slots',
    slotNoLongerAvailable: 'This slot is no longer available',
    failedToReserve: 'Failed to reserve the time slot',
    failedToCreatePending: 'Failed to create pending delivery',
    failedToConfirm: 'Failed to confirm delivery',
    failedToUpdate: 'Failed to update delivery',
    unexpected: 'An unexpected error occurred',
    fillRequired: 'Please fill in all required fields',
    selectSeller: 'Please select a seller',
    pastReadOnly: 'This delivery is in the past and cannot be edited.',
    noInformation: 'No delivery information provided',
    scheduled: 'Delivery has been successfully scheduled',
    cancelled: 'Delivery cancelled successfully',
  },
  payouts: {
    failedToSave: 'Failed to save payout',
    tryAgainLater: 'Please try again later.',
    saved: 'Payout saved successfully',
    missingAmount: 'You are missing an amount',
    notEnoughCredits: 'Not enough credits',
    amountAtLeast: 'Amount must be at least {amount}',
    amountLessThan: 'Amount must be less than {amount}',
    invalidBankAccount: 'Invalid bank account number',
    notEnoughStoreCredits: 'Not enough store credits',
    approved: 'Approved',
    completed: 'Completed',
  },
  sellerPayout: {
    bankAccountRequired: 'Bank account number is required',
    bankAccountInvalid: 'Please enter a valid Norwegian bank account number',
    amountAboveZero: 'Amount must be greater than 0',
    exceedsCredits: 'Amount exceeds available credits',
  },
  adjustments: {
    failedToSave: 'Failed to save adjustment',
    saved: 'Adjustment saved successfully',
    missingDetails: 'You are missing details',
    detailsTooLong: 'Details cannot be longer than 400 characters',
    increasingBalance: 'You are now increasing the balance',
    negativeBalanceTitle: 'Negative Balance Warning',
    negativeBalanceQuestion: 'Are you sure you want to do this balance adjustment? The seller will get a negative store credit.',
    presetStoreCreditsSpent: 'Store credits spent',
    presetGiftCard: 'Gift card',
  },
  products: {
    failedToLoadMediaUrl: 'Failed to load media URL',
    failedToLoadSomeMediaUrls: 'Failed to load some media URLs',
    errorDeleting: 'Error deleting product',
    errorDuplicating: 'Error duplicating product',
    notFound: 'Product not found',
    idRequired: 'Product ID is required',
    failedPrediction: 'Failed to get AI prediction',
    invalidResponseFormat: 'Invalid response format',
    deleted: 'Product deleted successfully',
    duplicated: 'Product duplicated successfully',
    storeRequired: 'Store is required',
    sellerRequired: 'Seller is required',
    countRange: 'Count must be between 1 and 10',
  },
  sellers: {
    fetchFailed: 'Something went wrong!',
    unknownError: 'Unknown error',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    validEmail: 'Please enter a valid email address',
    phoneRequired: 'Phone number is required',
    bankAccountInvalidProfile: 'Please enter a valid Norwegian bank account number (11 digits)',
    failedToDelete: 'Failed to delete seller: {message}',
  },
  coworkers: {
    failedToUpdate: 'Failed to update coworker',
    failedToCreate: 'Failed to create coworker',
    failedToDelete: 'Failed to delete coworker',
    created: 'Coworker created successfully',
    updated: 'Coworker updated successfully',
    deleted: 'Coworker deleted successfully',
    invalidEmail: 'Invalid email address',
    phoneRequired: 'Phone number is required',
  },
  common: {
    unauthorized: 'Unauthorized',
    unexpected: 'An unexpected error occurred',
    required: 'Required',
    loading: 'Loading...',
    somethingWentWrong: 'Something went wrong.',
    refreshToUpdate: 'Refresh site to update',
    refreshNow: 'Refresh now',
  },
  organization: {
    failedToFetch: 'Failed to fetch organization',
    failedBrand: 'Failed to update organization brand',
    failedConsignment: 'Failed to update consignment configuration',
    failedPayouts: 'Failed to update payouts configuration',
    failedContact: 'Failed to update organization contact',
    failedName: 'Failed to update organization name',
    failedLegal: 'Failed to update organization legal information',
    failedSellerExperience: 'Failed to update seller experience settings',
    failedCurrency: 'Failed to update organization currency',
    brandUpdated: 'Organization brand updated successfully',
    consignmentUpdated: 'Consignment configuration updated successfully',
    payoutsUpdated: 'Payouts configuration updated successfully',
    contactUpdated: 'Organization contact updated successfully',
    nameUpdated: 'Organization name updated successfully',
    legalUpdated: 'Organization legal information updated successfully',
    sellerExperienceUpdated: 'Seller experience settings updated successfully',
    currencyUpdated: 'Organization currency updated successfully',
    failedToFetchUpdates: 'Failed to fetch updates',
  },
  stores: {
    failedToUpdate: 'Failed to update store',
    failedSchedule: 'Failed to update delivery schedule',
    failedExcludedDates: 'Failed to update excluded dates',
    failedToCreate: 'Failed to create store',
    failedToDelete: 'Failed to delete store',
    failedToFetchAll: 'Failed to fetch stores',
    noneFound: 'No stores found',
    failedToFetch: 'Failed to fetch store',
    notFound: 'Store not found',
    updated: 'Store updated successfully',
    scheduleUpdated: 'Delivery schedule updated successfully',
    excludedDatesUpdated: 'Excluded dates updated successfully',
    created: 'Store created successfully',
    deleted: 'Store deleted successfully',
  },
  empty: {
    noSlotsForSelection: 'No slots available for selection.',
    noSlotsThisMonth: 'No slots this month. Next available slots in {month}',
    allDatesBooked: 'All available dates are fully booked.',
    noDatesConfigured: 'No delivery dates configured for this period.',
    noSlotsForDate: 'No available slots for this date',
    noUpcomingDeliveries: 'No upcoming deliveries',
    noDeliveries: 'No deliveries found',
    noProducts: 'No products found',
    noTransactions: 'No transactions found',
    noTerms: 'No terms available.',
    organizationNotFound: 'Organization not found',
    noResults: 'No results found.',
  },
} as const;

/** Our wording of SPEC §8's note on the payout view (the SPEC gives the fact, not the text). */
export const PAYOUT_ARRIVAL_NOTE = 'Payouts are expected within a week after approval.';

export const amountAtLeast = (amount: string) => formatIcu(MESSAGES.payouts.amountAtLeast, { amount });
export const amountLessThan = (amount: string) => formatIcu(MESSAGES.payouts.amountLessThan, { amount });
export const failedToDeleteSeller = (message: string | undefined) =>
  formatIcu(MESSAGES.sellers.failedToDelete, { message: message || MESSAGES.sellers.unknownError });
export const noSlotsThisMonth = (month: string) => formatIcu(MESSAGES.empty.noSlotsThisMonth, { month });
/** A transaction line's fee (TransactionView.fee), beside its amount; a sale's reversal gives its fee back. */
export const transactionFeeText = (fee: number, format: (amount: number) => string) =>
  fee < 0 ? `Fee returned ${format(-fee)}` : `Fee ${format(fee)}`;
export const markProductAs = (status: string) => `Are you sure you want to mark this product as ${status}?`;

/**
 * Error codes of seller and coworker creation and what the user is told (SPEC §8). In the API catalogue these
 * are top-level keys, so the code an error body carries is both the SPEC's code and its text's key.
 */
export const CREATE_ERROR_TEXTS = {
  unknown_error: 'An unexpected error occurred. Please try again.',
  coworker_in_other_org: 'This user is already a coworker somewhere else, use their personal email instead.',
  user_already_exists: 'They already have an account here.',
} as const;

/** An unknown code is shown as the code itself (SPEC §8). */
export function createErrorText(code: string): string {
  return Object.hasOwn(CREATE_ERROR_TEXTS, code) ? CREATE_ERROR_TEXTS[code as keyof typeof CREATE_ERROR_TEXTS] : code;
}

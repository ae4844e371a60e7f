/** The English texts of the ledger's PDFs (payout receipts): the SPEC's, verbatim. ICU messages. */
export const en = {
  payoutReceipt: {
    title: 'Payout receipt {number}',
    seller: 'Seller',
    status: 'Status',
    requested: 'Requested',
    approved: 'Approved',
    notYetApproved: 'Not yet approved',
    bankAccount: 'Bank account',
    amount: 'Amount',
    fee: 'Transaction fee',
    received: 'Amount received',
    statuses: {
      completed: 'Completed',
      pending: 'Pending',
    },
    /** contracts' PAYOUT_ARRIVAL_NOTE. */
    arrival: 'Payouts are expected within a week after approval.',
  },
};

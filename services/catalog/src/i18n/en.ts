/** The English texts of catalog's PDFs (labels, sale receipts): the SPEC's, verbatim. ICU messages. */
export const en = {
  labels: {
    /** The PDF's title when it holds several labels (one label is titled by its product). */
    title: '{count, plural, one {# label} other {# labels}}',
  },
  receipt: {
    title: 'Receipt {number}',
    heading: 'Receipt {number} · {soldAt}',
    returned: '{price} (returned)',
    listed: '{sku} · listed {price}',
    total: 'Total',
    change: 'Change',
    returnedTotal: 'Returned',
    thanks: 'Thank you for shopping second-hand!',
    methods: {
      cash: 'Cash',
      card: 'Card',
      store_credit: 'Store credit',
      other: 'Other',
    },
  },
};

import { organizationConfigSchema, type OrganizationConfig, type OrganizationView } from '@consign/contracts';

/** Stored config may predate a setting: parsing fills every default. */
export function readConfig(stored: unknown): OrganizationConfig {
  return organizationConfigSchema.parse(stored ?? {});
}

export function toOrganizationView(org: { id: string; name: string; slug: string; currency: string; config: unknown }): OrganizationView {
  const config = readConfig(org.config);
  const { contact, consignment, payouts, sellerExperience } = config;
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    currency: org.currency,
    brand: { ...config.brand, logo: config.brand.logoUrl },
    contact,
    address: { line1: contact.addressLine1, zip: contact.zip, city: contact.city, country: contact.country },
    legal: config.legal,
    sellerExperience,
    labels: config.labels,
    language: config.language.language,
    defaults: { expiryDays: consignment.expiryDays, consignmentSplit: consignment.defaultSplit },
    fees: consignment.fees,
    expiry: { markdowns: consignment.markdowns, expiryAction: consignment.expiryAction, expiryNoticeDays: consignment.expiryNoticeDays },
    config: {
      storeCredit: consignment.storeCredit,
      payouts: { enabled: payouts.enabled, fee: payouts.fee, product: payouts.productFeePercent },
      forwardUrlLogOut: sellerExperience.forwardUrlLogOut,
      showListedPrice: sellerExperience.showListedPrice,
      genderEnabled: sellerExperience.genderEnabled,
    },
  };
}

/** What organization events carry of an organization: its identity, currency and default language. */
export function organizationEventData(org: { id: string; name: string; slug: string; currency: string; config: unknown }) {
  return { id: org.id, slug: org.slug, name: org.name, currency: org.currency, language: readConfig(org.config).language.language };
}

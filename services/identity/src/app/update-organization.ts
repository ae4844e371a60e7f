import {
  AppError,
  MESSAGES,
  ORGANIZATION_SECTIONS,
  SECTION_CONFIG_KEY,
  currencySectionSchema,
  nameSectionSchema,
  organizationUpdated,
  type OrganizationSection,
  type OrganizationView,
} from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type Db, type Trx } from '@consign/kit';
import { lockOrganization, updateOrganization, type OrganizationRow } from '../db/organizations.repo';
import { readConfig, toOrganizationView } from '../domain/organization-view';

export type SettingsSection = OrganizationSection | 'name' | 'currency';

export function isSettingsSection(value: string): value is SettingsSection {
  return value in ORGANIZATION_SECTIONS || value === 'name' || value === 'currency';
}

async function announce(trx: Trx, org: OrganizationRow): Promise<void> {
  await publishEvents(trx, [
    organizationUpdated.create({
      source: 'identity',
      orgId: org.id,
      aggregateId: org.id,
      data: { id: org.id, slug: org.slug, name: org.name, currency: org.currency, config: readConfig(org.config) },
    }),
  ]);
}

/** Replaces one settings section of the organization and announces the whole new config. */
export async function updateOrganizationSection(
  db: Db,
  orgId: string,
  section: SettingsSection,
  input: unknown,
): Promise<OrganizationView> {
  const patch =
    section === 'name'
      ? parseInput(nameSectionSchema, input)
      : section === 'currency'
        ? parseInput(currencySectionSchema, input)
        : { sectionValue: parseInput(ORGANIZATION_SECTIONS[section], input) };
  return withTransaction(db, async (trx) => {
    const current = await lockOrganization(trx, orgId);
    if (!current) throw AppError.notFound(MESSAGES.empty.organizationNotFound);
    const updated = await updateOrganization(
      trx,
      orgId,
      'sectionValue' in patch
        ? { config: { ...readConfig(current.config), [SECTION_CONFIG_KEY[section as OrganizationSection]]: patch.sectionValue } }
        : patch,
    );
    await announce(trx, updated);
    return toOrganizationView(updated);
  });
}

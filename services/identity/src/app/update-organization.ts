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
import { parseInput, parseMergedPatch, publishEvents, withTransaction, type Db, type Trx } from '@consign/kit';
import { lockOrganization, updateOrganization, type OrganizationRow } from '../db/organizations.repo';
import { organizationEventData, readConfig, toOrganizationView } from '../domain/organization-view';

export type SettingsSection = OrganizationSection | 'name' | 'currency';

export function isSettingsSection(value: string): value is SettingsSection {
  return Object.hasOwn(ORGANIZATION_SECTIONS, value) || value === 'name' || value === 'currency';
}

/** The columns a section PATCH writes: the section as it is, with the given fields laid over it, validated whole. */
function changesOf(current: OrganizationRow, section: SettingsSection, input: unknown): Partial<OrganizationRow> {
  if (section === 'name') return parseInput(nameSectionSchema, input);
  if (section === 'currency') return parseInput(currencySectionSchema, input);
  const config = readConfig(current.config);
  const key = SECTION_CONFIG_KEY[section];
  return { config: { ...config, [key]: parseMergedPatch(ORGANIZATION_SECTIONS[section], config[key], input) } };
}

async function announce(trx: Trx, org: OrganizationRow): Promise<void> {
  await publishEvents(trx, [
    organizationUpdated.create({
      source: 'identity',
      orgId: org.id,
      aggregateId: org.id,
      data: { ...organizationEventData(org), config: readConfig(org.config) },
    }),
  ]);
}

/**
 * Changes the fields of one settings section that the body gives (a PATCH: what it omits keeps its value)
 * and announces the whole new config.
 */
export async function updateOrganizationSection(
  db: Db,
  orgId: string,
  section: SettingsSection,
  input: unknown,
): Promise<OrganizationView> {
  return withTransaction(db, async (trx) => {
    const current = await lockOrganization(trx, orgId);
    if (!current) throw AppError.notFound(MESSAGES.empty.organizationNotFound);
    const updated = await updateOrganization(trx, orgId, changesOf(current, section, input));
    await announce(trx, updated);
    return toOrganizationView(updated);
  });
}

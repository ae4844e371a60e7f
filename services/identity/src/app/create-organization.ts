import { randomUUID } from 'node:crypto';
import { AppError, organizationCreated, apiMessage } from '@consign/contracts';
import { parseInput, pgErrorCode, publishEvents, withTransaction, type Db } from '@consign/kit';
import { insertOrganization, type OrganizationRow } from '../db/organizations.repo';
import { newOrganizationSchema } from '../domain/organization';
import { organizationEventData } from '../domain/organization-view';

/** Creates an organization and announces it, in one transaction. */
export async function createOrganization(db: Db, input: unknown): Promise<OrganizationRow> {
  const org = parseInput(newOrganizationSchema, input);
  try {
    return await withTransaction(db, async (trx) => {
      const row = await insertOrganization(trx, { id: randomUUID(), ...org });
      await publishEvents(trx, [
        organizationCreated.create({
          source: 'identity',
          orgId: row.id,
          aggregateId: row.id,
          data: organizationEventData(row),
        }),
      ]);
      return row;
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505')
      throw AppError.conflict(apiMessage('rules.organizations.slugTaken', { slug: org.slug }), 'slug_taken');
    throw err;
  }
}

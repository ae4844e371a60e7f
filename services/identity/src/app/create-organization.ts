import { randomUUID } from 'node:crypto';
import { AppError, organizationCreated } from '@consign/contracts';
import { parseInput, pgErrorCode, publishEvents, withTransaction, type Db } from '@consign/kit';
import { insertOrganization, type OrganizationRow } from '../db/organizations.repo';
import { newOrganizationSchema } from '../domain/organization';

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
          data: { id: row.id, slug: row.slug, name: row.name, currency: row.currency },
        }),
      ]);
      return row;
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw AppError.conflict(`An organization with slug '${org.slug}' already exists`, 'slug_taken');
    throw err;
  }
}

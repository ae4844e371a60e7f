import type { Migration } from '@consign/kit';

/** The transactions export reads an organization's whole books in date order, a page at a time. */
export const postingsByDate: Migration = {
  async up(db) {
    await db.raw('CREATE INDEX postings_org_created_id ON postings (org_id, created_at, id)');
  },
  async down(db) {
    await db.raw('DROP INDEX postings_org_created_id');
  },
};

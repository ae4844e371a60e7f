import { randomUUID } from 'node:crypto';
import {
  AppError,
  mustAcceptTerms,
  termsPublishSchema,
  termsPublished,
  type TermsAcceptanceView,
  type TermsView,
  RULE_MESSAGES,
} from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { findSeller, updateSeller } from '../db/sellers.repo';
import { insertTerms, latestTerms, type TermsRow } from '../db/terms.repo';

const view = (row: TermsRow): TermsView => ({
  content: row.content,
  created_at: row.created_at.toISOString(),
  modified_at: row.modified_at.toISOString(),
});

export async function readTerms(db: Db, orgId: string): Promise<TermsView | null> {
  const row = await latestTerms(db, orgId);
  return row ? view(row) : null;
}

/** Staff publish a new version; sellers who accepted an older one are asked again. */
export async function publishTerms(db: Db, auth: AccessClaims, input: unknown): Promise<TermsView> {
  const { content } = parseInput(termsPublishSchema, input);
  return withTransaction(db, async (trx) => {
    const row = await insertTerms(trx, { id: randomUUID(), org_id: auth.org, content });
    await publishEvents(trx, [
      termsPublished.create({
        source: 'identity',
        orgId: auth.org,
        aggregateId: auth.org,
        data: { id: row.id, modifiedAt: row.modified_at.toISOString() },
      }),
    ]);
    return view(row);
  });
}

export async function termsAcceptance(db: Db, auth: AccessClaims): Promise<TermsAcceptanceView> {
  const [seller, latest] = await Promise.all([findSeller(db, auth.org, auth.sellerId ?? ''), latestTerms(db, auth.org)]);
  if (!seller) throw AppError.notFound(RULE_MESSAGES.sellers.notFound);
  return {
    termsAcceptedAt: seller.terms_accepted_at?.toISOString() ?? null,
    latestModifiedAt: latest?.modified_at.toISOString() ?? null,
    mustAccept: mustAcceptTerms(seller.terms_accepted_at, latest?.modified_at ?? null),
  };
}

/** 'Accept terms' stores the current time (SPEC §4). */
export async function acceptTerms(db: Db, auth: AccessClaims): Promise<TermsAcceptanceView> {
  await withTransaction(db, async (trx) => {
    if (!(await findSeller(trx, auth.org, auth.sellerId ?? ''))) throw AppError.notFound(RULE_MESSAGES.sellers.notFound);
    await updateSeller(trx, auth.org, auth.sellerId!, { terms_accepted_at: new Date() });
  });
  return termsAcceptance(db, auth);
}

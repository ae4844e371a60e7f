import { AppError, announcementCreateSchema, type UpdateView, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { listSellers } from '../db/replicas.repo';
import { announcementUpdate } from '../domain/update-content';
import { toUpdateView } from '../domain/update-view';
import type { NotificationQueues } from '../jobs/queues';
import { recordUpdate } from './record-update';

/** Staff write to every seller (one update for all) or to the chosen sellers (one update each). */
export async function createAnnouncement(db: Db, queues: NotificationQueues, auth: AccessClaims, input: unknown): Promise<UpdateView[]> {
  const data = parseInput(announcementCreateSchema, input);
  const chosen = [...new Set(data.sellerIds)];
  return withTransaction(db, async (trx) => {
    if (chosen.length) {
      const known = new Set((await listSellers(trx, auth.org, chosen)).map((s) => s.id));
      const missing = chosen.filter((id) => !known.has(id));
      if (missing.length) throw AppError.invalid(RULE_MESSAGES.sellers.notFound, { sellerIds: missing });
    }
    const targets: Array<string | null> = chosen.length ? chosen : [null];
    const rows = [];
    for (const sellerId of targets)
      rows.push(
        await recordUpdate(trx, queues, auth.org, announcementUpdate({ sellerId, subject: data.subject, body: data.body, cta: data.cta })),
      );
    return rows.map((row) => toUpdateView(row));
  });
}

import { AUTH_MESSAGES, AppError, MESSAGES, payoutPatchSchema, payoutReceiptResource } from '@consign/contracts';
import {
  authOf,
  orgScope,
  parseInput,
  requireAuth,
  runAsOrg,
  verifyLink,
  type AccessClaims,
  type Db,
  type TokenVerifier,
} from '@consign/kit';
import type { Storage } from '@consign/kit';
import type { Queue } from 'bullmq';
import type { Express, RequestHandler } from 'express';
import { approvePayout } from '../app/approve-payout';
import { changePayout } from '../app/change-payout';
import { deletePayout } from '../app/delete-payout';
import { readPayouts } from '../app/ledger-queries';
import { payoutReceipt } from '../app/payout-receipt';
import { requestPayout } from '../app/request-payout';
import type { ReceiptJob } from '../jobs/receipts';

export interface PayoutRouteDeps {
  db: Db;
  verify: TokenVerifier;
  /** Checks the signed receipt links of e-mails. */
  signingSecret: string;
  receipts: { queue: Queue<ReceiptJob>; storage: Storage };
}

export function payoutRoutes(app: Express, { db, verify, receipts, signingSecret }: PayoutRouteDeps): void {
  const signedIn = [requireAuth(verify), orgScope()];

  app.get('/api/:org/payouts', ...signedIn, async (req, res) => {
    res.json(await readPayouts(db, authOf(res), req.query));
  });

  app.post('/api/:org/payouts', ...signedIn, async (req, res) => {
    const reply = await requestPayout(db, authOf(res), req.body, req.header('idempotency-key'));
    res.status(reply.status).json(reply.body);
  });

  app.patch('/api/:org/payouts', ...signedIn, async (req, res) => {
    const patch = parseInput(payoutPatchSchema, req.body);
    const auth = authOf(res);
    if (patch.approved) res.json({ data: await approvePayout(db, auth, patch.id) });
    else res.json({ data: await changePayout(db, auth, patch), message: MESSAGES.payouts.saved });
  });

  app.delete('/api/:org/payouts/:id', ...signedIn, async (req, res) => {
    await deletePayout(db, authOf(res), String(req.params.id));
    res.status(204).end();
  });

  app.get('/api/:org/payouts/:sellerId/:payoutId/:accountNumber', receiptAccess(verify, signingSecret), orgScope(), async (req, res) => {
    const params = {
      sellerId: String(req.params.sellerId),
      payoutId: String(req.params.payoutId),
      accountNumber: String(req.params.accountNumber),
    };
    const receipt = await payoutReceipt(db, receipts, authOf(res), params, req.query, req.header('accept-language'));
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', `inline; filename="${receipt.fileName}"`);
    res.send(receipt.data);
  });
}

/**
 * A receipt opens with the app's token, or from an e-mail through a signed link: the signature covers the
 * whole path, the currency and the organization id, and the link then reads as that seller.
 */
function receiptAccess(verify: TokenVerifier, secret: string): RequestHandler {
  const withToken = requireAuth(verify);
  return (req, res, next) => {
    if (req.query.signature === undefined) return withToken(req, res, next);
    const [sellerId, payoutId, accountNumber] = [req.params.sellerId, req.params.payoutId, req.params.accountNumber].map(String);
    const currency = typeof req.query.currency === 'string' ? req.query.currency : undefined;
    const o = typeof req.query.o === 'string' ? req.query.o : undefined;
    const resource =
      currency && o
        ? payoutReceiptResource({
            orgSlug: String(req.params.org),
            sellerId: sellerId!,
            payoutId: payoutId!,
            accountNumber: accountNumber!,
            currency,
            orgId: o,
          })
        : undefined;
    if (!resource || !o || !verifyLink(secret, resource, req.query.expires, req.query.signature))
      return next(AppError.forbidden(AUTH_MESSAGES.invalidOrExpiredLink));
    res.locals.auth = {
      sub: `receipt-link:${sellerId}`,
      org: o,
      orgSlug: String(req.params.org),
      role: 'seller',
      sellerId,
    } satisfies AccessClaims;
    // The signed link names the organization, as a token would: the receipt is read as that organization.
    void runAsOrg(o, () => next());
  };
}

import { passwordResetRequested, termsPublished, userInvited, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { recordUpdate } from '../app/record-update';
import { findOrganization } from '../db/replicas.repo';
import { invitationUpdate, passwordResetUpdate, termsPublishedUpdate } from '../domain/update-content';
import type { HandlerContext } from './context';

/** The set-password link of a new seller or coworker (frontend: /auth/accept-invite?token=…). */
export async function onUserInvited(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = userInvited.schema.parse(event.data);
  const orgId = event.orgId!;
  const org = await findOrganization(trx, orgId);
  const draft = invitationUpdate({ name: data.name, orgName: org?.name ?? 'Consign', token: data.token, publicUrl: ctx.config.PUBLIC_URL });
  await recordUpdate(trx, ctx.queues, orgId, draft, { email: data.email, name: data.name });
}

/** identity.user.password_reset_requested: the one-time reset link (frontend: /auth/reset-password?token=…). */
export async function onPasswordResetRequested(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = passwordResetRequested.schema.parse(event.data);
  const draft = passwordResetUpdate({ token: data.token, publicUrl: ctx.config.PUBLIC_URL });
  await recordUpdate(trx, ctx.queues, event.orgId!, draft, { email: data.email, name: '' });
}

/** New terms: every seller of the organization is asked to accept them. */
export async function onTermsPublished(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  termsPublished.schema.parse(event.data);
  const org = await findOrganization(trx, event.orgId!);
  await recordUpdate(
    trx,
    ctx.queues,
    event.orgId!,
    termsPublishedUpdate({ orgName: org?.name ?? 'Consign', publicUrl: ctx.config.PUBLIC_URL }),
  );
}

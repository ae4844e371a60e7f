import { passwordResetRequested, termsPublished, userInvited, type EventEnvelope, type Language } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { recordUpdate } from '../app/record-update';
import { organizationOnce } from '../app/batch-reads';
import { invitationUpdate, membershipAddedUpdate, passwordResetUpdate, termsPublishedUpdate } from '../domain/update-content';
import type { HandlerContext } from './context';

/** The set-password link of a new seller or coworker (frontend: /auth/accept-invite?token=…), or word of a new membership. */
export async function onUserInvited(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = userInvited.schema.parse(event.data);
  const orgId = event.orgId!;
  const org = await organizationOnce(trx, orgId);
  const input = { name: data.name, orgName: org?.name ?? 'Consign', publicUrl: ctx.config.PUBLIC_URL };
  const { token } = data;
  // A person who signs in already (issue 25) keeps their password: told they were added, with no link to set one.
  const draft = (language: Language) =>
    data.existingAccount || !token ? membershipAddedUpdate(input, language) : invitationUpdate({ ...input, token }, language);
  // In the language identity resolved for the invitee.
  await recordUpdate(trx, ctx.queues, orgId, draft, {
    email: data.email,
    name: data.name,
    language: data.language,
  });
}

/** identity.user.password_reset_requested: the one-time reset link (frontend: /auth/reset-password?token=…). */
export async function onPasswordResetRequested(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = passwordResetRequested.schema.parse(event.data);
  const input = { token: data.token, publicUrl: ctx.config.PUBLIC_URL };
  await recordUpdate(trx, ctx.queues, event.orgId!, (language) => passwordResetUpdate(input, language), {
    email: data.email,
    name: '',
    language: data.language,
  });
}

/** New terms: every seller of the organization is asked to accept them. */
export async function onTermsPublished(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  termsPublished.schema.parse(event.data);
  const org = await organizationOnce(trx, event.orgId!);
  await recordUpdate(trx, ctx.queues, event.orgId!, (language) =>
    termsPublishedUpdate({ orgName: org?.name ?? 'Consign', publicUrl: ctx.config.PUBLIC_URL }, language),
  );
}

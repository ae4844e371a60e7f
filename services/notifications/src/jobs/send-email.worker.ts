import { createWorker, runAsOrg, type ServiceDeps, type Stoppable } from '@consign/kit';
import { sendEmail } from '../app/send-email';
import { emailOrganization } from '../db/updates.repo';
import type { Config } from '../config';
import { smtpSender } from './mail-transport';
import { QUEUES, jobPrefix, type EmailJob } from './queues';
import { whenVisible } from './visibility';

/** Sends queued e-mails (BullMQ retries with exponential backoff; the last failure is recorded on the update). */
export function startEmailWorker({ db, config, log }: ServiceDeps<Config>): Stoppable {
  const smtp = config.SMTP_URL ? smtpSender(config.SMTP_URL) : undefined;
  const worker = createWorker<EmailJob>(
    QUEUES.emails,
    (job, token) =>
      whenVisible(job, token, async () => {
        const orgId = await emailOrganization(db, job.data.emailId);
        const send = () =>
          sendEmail(db, job.data.emailId, {
            fromAddress: config.MAIL_FROM_ADDRESS,
            send: smtp?.send,
            finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
          });
        // No row yet (its transaction has not committed): without a tenant sendEmail finds none and waits.
        await (orgId ? runAsOrg(orgId, send) : send());
      }),
    { redisUrl: config.REDIS_URL, prefix: jobPrefix(config), lockDuration: config.JOB_LOCK_MS },
  );
  worker.on('failed', (job, err) =>
    log.warn({ emailId: job?.data.emailId, attempt: job?.attemptsMade, err: err.message }, 'e-mail not sent'),
  );
  return {
    async stop() {
      await worker.close();
      smtp?.close();
    },
  };
}

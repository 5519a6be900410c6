import type { Tx } from '../../platform/db/client';
import { MAX_ATTEMPTS, type DueTask } from '../../platform/jobs/tasks';
import { isMailConfigured, sendMail } from '../../platform/mail/mailTransport';
import { notify } from '../notifications/notify';
import { mailPayloadSchema, messageOf, type MailPayload } from './mail.queue';
import { readSmtpServer } from './mail.settings';

/**
 * Sends a queued mail with the SMTP settings as they are now (fixing them before a retry helps).
 * A failure is thrown so the task runner retries it later; the last attempt's failure, or
 * settings emptied meanwhile, tells the sender through the notifications centre instead.
 * The send runs inside the task's transaction: on PGlite (one connection) other requests wait
 * for it, bounded by the transport's timeouts.
 */
export async function runMailTask(tx: Tx, task: DueTask, now: Date): Promise<void> {
  const payload = mailPayloadSchema.parse(task.payload);
  const server = await readSmtpServer(tx);
  if (!isMailConfigured(server)) return tellNotSent(tx, payload, 'mail:notConfigured', now);
  try {
    await sendMail(server, messageOf(payload));
  } catch (error) {
    if (task.attempts + 1 < MAX_ATTEMPTS) throw error;
    await tellNotSent(tx, payload, error instanceof Error ? error.message : String(error), now);
  }
}

function tellNotSent(tx: Tx, payload: MailPayload, reason: string, now: Date): Promise<void> {
  return notify(
    tx,
    [payload.senderId],
    {
      level: 'ERROR',
      category: 'error',
      titleKey: 'notification:mailNotSent',
      params: { subject: payload.subject, to: payload.to.join(', ') },
      text: reason,
    },
    now,
  );
}

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { scheduleTask } from '../../platform/jobs/tasks';
import type { MailMessage } from '../../platform/mail/mailTransport';

/**
 * Mail is sent by a durable task (platform/jobs/tasks.ts): the call that asks for a mail renders
 * it whole (HTML, text, PDF) and queues it in its answer's transaction, so the mail says what the
 * sender saw, survives a restart and is retried while the SMTP server refuses.
 */

/** The task kind the mail manifest's handler runs. */
export const MAIL_TASK = 'mail.send';

/** The queued message, its attachments in base64 (the payload is JSON). */
export const mailPayloadSchema = z.object({
  /** Who asked for it: told when the mail could not be sent at all. */
  senderId: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }),
  ),
});
export type MailPayload = z.infer<typeof mailPayloadSchema>;

/** Queues `message` from `senderId`, to go at once. */
export async function queueMail(
  tx: Executor,
  senderId: number,
  message: MailMessage,
  now: Date,
): Promise<void> {
  const payload: MailPayload = {
    senderId,
    to: [...message.to],
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      base64: file.content.toString('base64'),
    })),
  };
  await scheduleTask(tx, {
    kind: MAIL_TASK,
    key: `${MAIL_TASK}:${randomUUID()}`,
    runAt: now,
    payload,
  });
}

/** The message of a queued payload. */
export function messageOf(payload: MailPayload): MailMessage {
  return {
    to: payload.to,
    subject: payload.subject,
    html: payload.html,
    text: payload.text,
    attachments: payload.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.base64, 'base64'),
    })),
  };
}

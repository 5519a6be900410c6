import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  localeSchema,
  MAIL_ERRORS,
  MAIL_TEXT,
  mailTestSchema,
  ruleViolation,
  type Locale,
  type MailTest,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
import { escapeHtml } from '../../platform/mail/mailBody';
import { sendMail } from '../../platform/mail/mailTransport';
import { settingsPolicy } from '../settings/settings.policy';
import { usersRepository } from '../users/users.repository';
import { configuredSmtpServer } from './mail.settings';

const testBodySchema = z.object({ locale: localeSchema.optional() }).nullish();

/**
 * Sends a test mail to the caller's own address with the saved SMTP settings, at once (not
 * queued: the administrator waits for the verdict). A refusal is 422 `mail:testFailed` with the
 * server's words in `details.reason`.
 */
export async function sendTestMail(
  platform: Platform,
  actor: Actor,
  locale: Locale,
): Promise<MailTest> {
  const db = platform.database.db;
  const server = await configuredSmtpServer(db);
  const to = (await usersRepository.findById(db, actor.userId))?.email ?? '';
  if (!to) throw ruleViolation(MAIL_ERRORS.noOwnAddress);
  const words = MAIL_TEXT[locale];
  const body = words.testBody(actor.name);
  try {
    await sendMail(server, {
      to: [to],
      subject: words.testSubject,
      html: `<!DOCTYPE html>\n<html><body><p>${escapeHtml(body)}</p></body></html>`,
      text: body,
    });
  } catch (error) {
    throw ruleViolation(MAIL_ERRORS.testFailed, {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  return { to };
}

/** The SMTP settings' test (spec 3 §1 "SMTP"); the settings themselves are in the settings area. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  routesOf(app, ['settings']).post(
    '/settings/smtp/test',
    "Send a test mail to the caller's address with the saved SMTP settings (422 mail:testFailed with the server's words)",
    { allow: settingsPolicy.canWrite, body: testBodySchema, response: { 200: mailTestSchema } },
    (actor, { body }) => sendTestMail(platform, actor, body?.locale ?? actor.locale),
  );
};

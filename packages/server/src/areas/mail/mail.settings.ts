import { ruleViolation, MAIL_ERRORS } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { isMailConfigured, type SmtpServer } from '../../platform/mail/mailTransport';
import { settingsRepository } from '../settings/settings.repository';
import { readStored } from '../settings/settings.sections';

/** The SMTP settings as stored, the password included (only the mail area reads it back). */
export async function readSmtpServer(db: Executor): Promise<SmtpServer> {
  return readStored('smtp', (await settingsRepository.get(db, 'smtp'))?.value);
}

/** The SMTP server; 422 `mail:notConfigured` without a host or a sender address. */
export async function configuredSmtpServer(db: Executor): Promise<SmtpServer> {
  const server = await readSmtpServer(db);
  if (!isMailConfigured(server)) throw ruleViolation(MAIL_ERRORS.notConfigured);
  return server;
}

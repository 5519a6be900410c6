import { onFirstUse } from '../onFirstUse';

/** nodemailer, loaded at the first message (mail is rare). */
const nodemailer = onFirstUse(async () => (await import('nodemailer')).default);

/**
 * Sends one message through the installation's SMTP server with nodemailer: TLS from the start
 * when `secure` (port 465), otherwise STARTTLS whenever the server offers it; a login only when a
 * user name is set. A transport is made per message and closed after it: mail is rare here and
 * the settings may have changed since the last one.
 */

/** The SMTP server as the settings store it (the password included). */
export interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string | null;
  fromAddress: string;
}

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One message, every word already in the reader's language. */
export interface MailMessage {
  to: readonly string[];
  subject: string;
  html: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Waits of one conversation, so a dead server fails a send in time instead of hanging it. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** Whether the settings can send at all: a host and a sender address. */
export function isMailConfigured(server: SmtpServer): boolean {
  return server.host !== '' && server.fromAddress !== '';
}

/** Sends `message`; rejects with the server's words (nodemailer's error) when it refuses. */
export async function sendMail(server: SmtpServer, message: MailMessage): Promise<void> {
  const transport = (await nodemailer()).createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    ...(server.username && { auth: { user: server.username, pass: server.password ?? '' } }),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: server.fromAddress,
      to: [...message.to],
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: (message.attachments ?? []).map((file) => ({ ...file })),
    });
  } finally {
    transport.close();
  }
}

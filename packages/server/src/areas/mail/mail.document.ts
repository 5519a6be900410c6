import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentEmailSchema,
  EXPORT_TEXT,
  MAIL_TEXT,
  mailQueuedSchema,
  type ExportName,
  type ExportPdfQuery,
  type MailQueued,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { readDocumentContent, type KindOf } from '../../platform/documents/kernel';
import type { DocumentView } from '../../platform/documents/kind';
import { actorOf } from '../../platform/http/guard';
import { idParamsSchema } from '../../platform/http/params';
import { documentHtml, documentText } from '../../platform/mail/mailBody';
import type { MailMessage } from '../../platform/mail/mailTransport';
import { documentPdf } from '../../platform/pdf/documentPdf';
import type { DocumentExport } from '../../platform/pdf/documentPdfRoute';
import { exportFileName } from '../../platform/pdf/pdfReply';
import { queueMail } from './mail.queue';
import { configuredSmtpServer } from './mail.settings';

/**
 * POST <kind path>/{id}/email: one document mailed as a readable HTML body, its plain-text part
 * and its PDF attached — the kind's PDF export, so the three say the same — in the sender's
 * language. Access is the PDF's (the kind's read; content private to others 403). The mail is
 * queued and sent in the background: 202 with the recipients; 422 `mail:notConfigured` first.
 */
export function documentEmailRoute<D extends DocumentView>(
  kind: KindOf<D>,
  exportName: ExportName,
  build: (platform: Platform, document: D, query: ExportPdfQuery) => Promise<DocumentExport>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const platform = app.platform;
    app.post(
      `${kind.path}/:id/email`,
      {
        schema: {
          tags: [kind.path.slice(1)],
          summary: `E-mail a ${kind.noun} (HTML, text and its PDF), sent in the background`,
          params: idParamsSchema,
          body: documentEmailSchema,
          response: { 202: mailQueuedSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const document = await readDocumentContent(platform, kind, actor, request.params.id);
        await configuredSmtpServer(platform.database.db);
        const locale = request.body.locale ?? actor.locale;
        const made = await build(platform, document, { locale, twoColumns: false });
        const message = await documentMessage(made, exportName, locale, actor, request.body.to);
        return reply.status(202).send(await queue(platform, actor, message));
      },
    );
  };
}

async function documentMessage(
  made: DocumentExport,
  exportName: ExportName,
  locale: ExportPdfQuery['locale'],
  actor: Actor,
  to: readonly string[],
): Promise<MailMessage> {
  const text = EXPORT_TEXT[locale];
  const mail = { ...made.document, footer: MAIL_TEXT[locale].sentBy(actor.name) };
  const pdf = await documentPdf({ ...made.document, pageOf: text.pageOf });
  return {
    to,
    subject: `${text.areaNames[exportName]}: ${made.document.title}`,
    html: documentHtml(mail),
    text: documentText(mail),
    attachments: [
      {
        filename: exportFileName(text.fileNames[exportName], made.distinct),
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  };
}

/** Queues a rendered message from the caller; the answer of every mail call. */
export async function queue(
  platform: Platform,
  actor: Actor,
  message: MailMessage,
): Promise<MailQueued> {
  const now = platform.clock();
  await platform.database.db.transaction((tx) => queueMail(tx, actor.userId, message, now));
  return { to: [...message.to] };
}

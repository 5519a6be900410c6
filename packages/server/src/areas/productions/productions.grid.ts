import {
  EXPORT_TEXT,
  MAIL_TEXT,
  tasksText,
  type Locale,
  type MailQueued,
  type Production,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { tableHtml, tableText, type MailTable } from '../../platform/mail/mailBody';
import { longDay } from '../../platform/pdf/pdfDates';
import { exportFileName } from '../../platform/pdf/pdfReply';
import { tablePdf } from '../../platform/pdf/tablePdf';
import { queue } from '../mail/mail.document';
import { configuredSmtpServer } from '../mail/mail.settings';
import { listProductionsOfDay } from './productions.lists';

/**
 * POST /productions/email/grid (spec 3 §7 "email/grid"): the checklists of a day as the grid the
 * day list shows — one row per checklist: slug, schedule, departure, arrival, place, media and
 * tasks — mailed as an HTML table, its text and the table as a PDF, in the sender's language.
 * What the caller may read of the day is what goes; queued like every mail (202).
 */
export async function emailProductionGrid(
  platform: Platform,
  actor: Actor,
  request: { date: string; onlyNotDone: boolean; to: string[]; locale: Locale },
): Promise<MailQueued> {
  const productions = await listProductionsOfDay(platform, actor, request);
  await configuredSmtpServer(platform.database.db);
  const { locale } = request;
  const text = EXPORT_TEXT[locale];
  const table: MailTable = {
    title: MAIL_TEXT[locale].gridTitle(longDay(request.date, locale)),
    subtitle: text.generatedAt(generatedAt(platform, locale)),
    header: gridHeader(locale),
    rows: productions.map((production) => gridRow(production, locale)),
    footer: MAIL_TEXT[locale].sentBy(actor.name),
  };
  const pdf = await tablePdf({ ...table, generatedLine: table.subtitle, pageOf: text.pageOf });
  return queue(platform, actor, {
    to: request.to,
    subject: table.title,
    html: tableHtml(table),
    text: tableText(table),
    attachments: [
      {
        filename: exportFileName(text.fileNames.checklists, request.date),
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  });
}

function gridHeader(locale: Locale): string[] {
  const { labels } = EXPORT_TEXT[locale];
  return [
    labels.slug,
    labels.schedule,
    labels.departure,
    labels.arrival,
    labels.local,
    labels.medias,
    labels.tasks,
  ];
}

function gridRow(production: Production, locale: Locale): string[] {
  return [
    production.slug,
    production.schedule ?? '',
    production.departure ?? '',
    production.arrival ?? '',
    production.local,
    production.medias,
    tasksText(production.tasks, EXPORT_TEXT[locale].labels),
  ];
}

/** Now in the newsroom's time zone, the locale's short date and time. */
function generatedAt(platform: Platform, locale: Locale): string {
  return new Intl.DateTimeFormat(locale.replace('_', '-'), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: platform.config.newsroomTimeZone,
  }).format(platform.clock());
}

import { EXPORT_TEXT, type Locale } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { listPdf } from '../../platform/pdf/listPdf';
import { longDay } from '../../platform/pdf/pdfDates';
import { exportFileName } from '../../platform/pdf/pdfReply';
import { loadSheet } from './roundSheet.service';

/**
 * GET /rounds/sheet/pdf (spec 1 §7 "rounds"): the day sheet as a table — each round's time,
 * institution and segment, how the call went and what was said — cut at the list limit.
 */
export async function roundSheetPdf(
  platform: Platform,
  date: string | undefined,
  locale: Locale,
): Promise<{ fileName: string; pdf: Buffer }> {
  const sheet = await loadSheet(platform, date);
  const text = EXPORT_TEXT[locale];
  const { labels } = text;
  const pdf = await listPdf({
    title: text.areaNames.rounds,
    generatedLine: longDay(sheet.date, locale),
    header: [labels.time, labels.institution, labels.state, labels.note],
    rows: sheet.entries.map((entry) => [
      entry.round.time,
      [entry.institution.name, entry.institution.segmentName].filter(Boolean).join('\n'),
      text.callStates[entry.call.state],
      entry.call.note,
    ]),
    firstColumnWidth: 50,
    pageOf: text.pageOf,
    shown: text.shown,
  });
  return { fileName: exportFileName(text.fileNames.rounds, sheet.date), pdf };
}

import {
  EXPORT_TEXT,
  formatMmss,
  newsReportCgsText,
  reportageScriptParts,
  type ExportPdfQuery,
  type NewsReport,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { textBlock } from '../../platform/pdf/documentPdf';
import type { DocumentExport } from '../../platform/pdf/documentPdfRoute';
import { longDay } from '../../platform/pdf/pdfDates';
import { scriptDocumentParts } from '../../platform/pdf/scriptPdfParts';
import { programsRepository } from '../programs/programs.repository';

/**
 * A reportage as a PDF (spec 1 §7 "reportages"): slug, date and programs, its texts, the script
 * in section order (the scripts area's parts: appearances and offs read, interviews, soundups and
 * arts as cues) and its CGs.
 */
export async function newsReportExport(
  platform: Platform,
  newsReport: NewsReport,
  { locale }: ExportPdfQuery,
): Promise<DocumentExport> {
  const text = EXPORT_TEXT[locale];
  const { labels } = text;
  const programs = await programsRepository.namesOf(platform.database.db, newsReport.programsIds);
  const script = scriptDocumentParts(reportageScriptParts(newsReport.sections), text);
  const cgs = newsReportCgsText(newsReport.cgs);
  return {
    distinct: newsReport.slug,
    document: {
      title: newsReport.slug,
      headerLeft: programs.join(', ') || text.areaNames.reportages,
      headerRight: longDay(newsReport.date, locale),
      fields: [
        { label: labels.programs, value: programs.join(', ') },
        { label: labels.cameraman, value: newsReport.cameraman },
        { label: labels.total, value: formatMmss(newsReport.totalMs) },
      ],
      parts: [
        ...textBlock(labels.lead, newsReport.lead),
        ...textBlock(labels.text, newsReport.text),
        ...(script.length > 0
          ? [{ kind: 'heading', text: labels.script } as const, ...script]
          : []),
        ...(cgs
          ? [
              { kind: 'heading', text: labels.cgs } as const,
              ...cgs.split('\n').map((line) => ({ kind: 'cue', text: line }) as const),
            ]
          : []),
        ...textBlock(labels.teaser, newsReport.teaser),
        ...textBlock(labels.headingSuggestion, newsReport.headingSuggestion),
        ...textBlock(labels.noteSuggestion, newsReport.noteSuggestion),
        ...textBlock(labels.information, newsReport.information),
      ],
    },
  };
}

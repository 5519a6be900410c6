import { EXPORT_TEXT, tasksText, type ExportPdfQuery, type Production } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { textBlock } from '../../platform/pdf/documentPdf';
import type { DocumentExport } from '../../platform/pdf/documentPdfRoute';
import { longDay } from '../../platform/pdf/pdfDates';

/**
 * A production's checklist as a PDF (spec 1 §7 "checklists"): slug and day, schedule, departure,
 * arrival, place and media, then its information and its tasks ticked done or pending.
 */
export async function productionExport(
  _platform: Platform,
  production: Production,
  { locale }: ExportPdfQuery,
): Promise<DocumentExport> {
  const text = EXPORT_TEXT[locale];
  const { labels } = text;
  return {
    distinct: production.slug,
    document: {
      title: production.slug,
      headerLeft: text.areaNames.checklists,
      headerRight: longDay(production.date, locale),
      fields: [
        { label: labels.schedule, value: production.schedule ?? '' },
        { label: labels.departure, value: production.departure ?? '' },
        { label: labels.arrival, value: production.arrival ?? '' },
        { label: labels.local, value: production.local },
        { label: labels.medias, value: production.medias },
      ],
      parts: [
        ...textBlock(labels.information, production.information),
        ...textBlock(labels.tasks, tasksText(production.tasks, labels)),
      ],
    },
  };
}

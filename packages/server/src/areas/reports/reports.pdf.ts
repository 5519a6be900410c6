import { EXPORT_TEXT, type ExportPdfQuery, type Report } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import type { DocumentExport } from '../../platform/pdf/documentPdfRoute';
import { longDay } from '../../platform/pdf/pdfDates';
import { reportCategoriesRepository, reportEventsRepository } from './reportTerms.repository';

/**
 * A report as a PDF (spec 1 §7 "reports"): title, day, category and events by name, then its text
 * with its line breaks. Reports belong to no program, so the header names the area.
 */
export async function reportExport(
  platform: Platform,
  report: Report,
  { locale }: ExportPdfQuery,
): Promise<DocumentExport> {
  const db = platform.database.db;
  const text = EXPORT_TEXT[locale];
  const [categories, events] = await Promise.all([
    reportCategoriesRepository.namesOf(db, report.categoryId === null ? [] : [report.categoryId]),
    reportEventsRepository.namesOf(db, report.eventIds),
  ]);
  return {
    distinct: report.title || report.date,
    document: {
      title: report.title,
      headerLeft: text.areaNames.reports,
      headerRight: longDay(report.date, locale),
      fields: [
        { label: text.labels.category, value: categories.join(', ') },
        { label: text.labels.events, value: events.join(', ') },
      ],
      parts: report.text.trim() ? [{ kind: 'paragraph', text: report.text.trim() }] : [],
    },
  };
}

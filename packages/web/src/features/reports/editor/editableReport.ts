import type { TFunction } from 'i18next';
import { reportInputSchema, type Report, type ReportInput } from '@newsroom/domain';
import type { Validation } from '../../../shared/documentEditor';
import { validateAgainst } from '../../../shared/documents/validateAgainst';

/** The report form's values: what the editor saves (`ReportInput`), kept as the draft. */
export interface EditableReport {
  title: string;
  /** yyyy-mm-dd ('' while the date picker is empty). */
  date: string;
  categoryId: number | null;
  eventIds: number[];
  text: string;
}

/** A new report's values, of the given day. */
export function emptyReport(date: string): EditableReport {
  return { title: '', date, categoryId: null, eventIds: [], text: '' };
}

/** The form's values of a report. */
export function toEditable(report: Report): EditableReport {
  return {
    title: report.title,
    date: report.date,
    categoryId: report.categoryId,
    eventIds: [...report.eventIds],
    text: report.text,
  };
}

/** Checks the form against the domain's input schema (a title and a day are required). */
export function validateReport(value: EditableReport, t: TFunction): Validation<ReportInput> {
  return validateAgainst(reportInputSchema, value, t, ['title']);
}

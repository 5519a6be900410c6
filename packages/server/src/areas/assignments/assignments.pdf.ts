import {
  EXPORT_TEXT,
  guidesText,
  tasksText,
  type Assignment,
  type ExportPdfQuery,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import type { DocumentPart } from '../../platform/pdf/documentPdf';
import type { DocumentExport } from '../../platform/pdf/documentPdfRoute';
import { longDay } from '../../platform/pdf/pdfDates';
import { programsRepository } from '../programs/programs.repository';

/**
 * A guideline as a PDF (spec 1 §7 "guidelines"): the viewer's reading order — slug, date and
 * programs, then proposal, referral, information, guides (the interview quote in double quotes,
 * spec 2 §5) and tasks, with the domain's plain-text guides and tasks.
 */
export async function assignmentExport(
  platform: Platform,
  assignment: Assignment,
  { locale }: ExportPdfQuery,
): Promise<DocumentExport> {
  const text = EXPORT_TEXT[locale];
  const { labels } = text;
  const programs = await programsRepository.namesOf(platform.database.db, assignment.programsIds);
  const block = (heading: string, body: string): DocumentPart[] =>
    body.trim() === ''
      ? []
      : [
          { kind: 'heading', text: heading },
          { kind: 'paragraph', text: body.trim() },
        ];
  return {
    distinct: assignment.slug,
    document: {
      title: assignment.slug,
      headerLeft: programs.join(', ') || text.areaNames.guidelines,
      headerRight: longDay(assignment.date, locale),
      fields: [
        { label: labels.programs, value: programs.join(', ') },
        { label: labels.cameraman, value: assignment.cameraman },
      ],
      parts: [
        ...block(labels.proposal, assignment.proposal),
        ...block(labels.referral, assignment.referral),
        ...block(labels.information, assignment.information),
        ...block(labels.guides, guidesText(assignment.guides, labels, {})),
        ...block(labels.tasks, tasksText(assignment.tasks, labels)),
      ],
    },
  };
}

import {
  EXPORT_TEXT,
  guidesText,
  tasksText,
  type Assignment,
  type ExportPdfQuery,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { textBlock } from '../../platform/pdf/documentPdf';
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
        ...textBlock(labels.proposal, assignment.proposal),
        ...textBlock(labels.referral, assignment.referral),
        ...textBlock(labels.information, assignment.information),
        ...textBlock(labels.guides, guidesText(assignment.guides, labels, {})),
        ...textBlock(labels.tasks, tasksText(assignment.tasks, labels)),
      ],
    },
  };
}

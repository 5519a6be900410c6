import {
  EXPORT_TEXT,
  formatMmss,
  scriptPresenterIds,
  storyScriptParts,
  type ExportPdfQuery,
  type StoryDocument,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { textBlock } from '../../platform/pdf/documentPdf';
import type { DocumentExport } from '../../platform/pdf/documentPdfRoute';
import { longDay } from '../../platform/pdf/pdfDates';
import { scriptDocumentParts } from '../../platform/pdf/scriptPdfParts';
import { programsRepository } from '../programs/programs.repository';
import { teamsRepository } from '../teams/teams.repository';

/**
 * A story as a PDF (spec 1 §7 "stories"): page and slug, program and day, total duration, then its
 * script in air order as the scripts area reads it (read text with its section, reader and
 * camera; videos, CGs and cues as cue lines) and its information.
 */
export async function storyExport(
  platform: Platform,
  story: StoryDocument,
  { locale }: ExportPdfQuery,
): Promise<DocumentExport> {
  const db = platform.database.db;
  const text = EXPORT_TEXT[locale];
  const parts = storyScriptParts(story.sections);
  const [programs, readers] = await Promise.all([
    programsRepository.namesOf(db, story.programId === null ? [] : [story.programId]),
    teamsRepository.nicknames(db, scriptPresenterIds(parts)),
  ]);
  const script = scriptDocumentParts(parts, text, (id) => readers.get(id));
  return {
    distinct: story.slug || (story.date ?? ''),
    document: {
      title: [story.page, story.slug].filter(Boolean).join(' '),
      headerLeft: programs[0] ?? text.areaNames.stories,
      headerRight: story.date ? longDay(story.date, locale) : '',
      fields: [{ label: text.labels.total, value: formatMmss(story.totalMs) }],
      parts: [
        ...(script.length > 0
          ? [{ kind: 'heading', text: text.labels.script } as const, ...script]
          : []),
        ...textBlock(text.labels.information, story.information),
      ],
    },
  };
}

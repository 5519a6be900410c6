import { z } from 'zod';
import {
  EXPORT_TEXT,
  formatMmss,
  scriptPresenterIds,
  sectionSchema,
  storyScriptParts,
  type ExportPdfQuery,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { longDay } from '../../platform/pdf/pdfDates';
import { exportFileName } from '../../platform/pdf/pdfReply';
import { tablePdf } from '../../platform/pdf/tablePdf';
import { programsRepository } from '../programs/programs.repository';
import { teamsRepository } from '../teams/teams.repository';
import { rundownsRepository } from './rundowns.repository';
import { loadRundown } from './rundowns.service';

const storedSections = z.array(sectionSchema);

/** Who reads each story, by story id: the readers of its read texts, as the scripts book names them. */
async function presentersOf(platform: Platform, id: number): Promise<Map<number, number[]>> {
  const tree = await rundownsRepository.loadTree(platform.database.db, id);
  return new Map(
    (tree?.stories ?? []).map((story) => {
      const sections = storedSections.safeParse(story.sections);
      const parts = sections.success ? storyScriptParts(sections.data) : [];
      return [story.id, scriptPresenterIds(parts)];
    }),
  );
}

/**
 * GET /rundowns/{id}/pdf (spec 1 §7 "rundown"): the running order as the grid reads it — each
 * block, its stories with page, slug, presenter, planned and produced durations, and its
 * commercial break. The rundown is read as GET /rundowns/{id} answers it (restricted program
 * 404, private slugs of others masked, and no presenter of a story the reader may not see).
 */
export async function rundownPdf(
  platform: Platform,
  actor: Actor,
  id: number,
  { locale }: ExportPdfQuery,
): Promise<{ fileName: string; pdf: Buffer }> {
  const rundown = await loadRundown(platform, actor, id);
  const text = EXPORT_TEXT[locale];
  const { labels } = text;
  const db = platform.database.db;
  const [[program], presenters] = await Promise.all([
    programsRepository.namesOf(db, [rundown.programId]),
    presentersOf(platform, id),
  ]);
  const readers = await teamsRepository.nicknames(db, [
    ...new Set([...presenters.values()].flat()),
  ]);
  const presenterText = (storyId: number) =>
    (presenters.get(storyId) ?? []).map((userId) => readers.get(userId) ?? '').join(', ');
  const rows = rundown.blocks.flatMap((block) => [
    ['', block.name, '', '', ''],
    ...block.stories.map((story) => [
      story.page,
      story.slug,
      story.visible ? presenterText(story.id) : '',
      formatMmss(story.estimatedMs),
      formatMmss(story.totalMs),
    ]),
    ...(block.commercialMs > 0
      ? [['', `${labels.commercial}`, '', '', formatMmss(block.commercialMs)]]
      : []),
  ]);
  const pdf = await tablePdf({
    title: [text.areaNames.rundown, program].filter(Boolean).join(' — '),
    generatedLine: longDay(rundown.date, locale),
    header: [labels.page, labels.slug, labels.presenter, labels.estimated, labels.total],
    rows,
    firstColumnWidth: 50,
    pageOf: text.pageOf,
  });
  return {
    fileName: exportFileName(text.fileNames.rundown, [program ?? '', rundown.date].join(' ')),
    pdf,
  };
}

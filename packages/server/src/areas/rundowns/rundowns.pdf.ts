import { EXPORT_TEXT, formatMmss, type ExportPdfQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { longDay } from '../../platform/pdf/pdfDates';
import { exportFileName } from '../../platform/pdf/pdfReply';
import { tablePdf } from '../../platform/pdf/tablePdf';
import { programsRepository } from '../programs/programs.repository';
import { loadRundown } from './rundowns.service';

/**
 * GET /rundowns/{id}/pdf (spec 1 §7 "rundown"): the running order as the grid reads it — each
 * block, its stories with page, slug, planned and produced durations, and its commercial break.
 * The rundown is read as GET /rundowns/{id} answers it (restricted program 404, private slugs of
 * others masked).
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
  const [program] = await programsRepository.namesOf(platform.database.db, [rundown.programId]);
  const rows = rundown.blocks.flatMap((block) => [
    ['', block.name, '', ''],
    ...block.stories.map((story) => [
      story.page,
      story.slug,
      formatMmss(story.estimatedMs),
      formatMmss(story.totalMs),
    ]),
    ...(block.commercialMs > 0
      ? [['', `${labels.commercial}`, '', formatMmss(block.commercialMs)]]
      : []),
  ]);
  const pdf = await tablePdf({
    title: [text.areaNames.rundown, program].filter(Boolean).join(' — '),
    generatedLine: longDay(rundown.date, locale),
    header: [labels.page, labels.slug, labels.estimated, labels.total],
    rows,
    firstColumnWidth: 50,
    pageOf: text.pageOf,
  });
  return {
    fileName: exportFileName(text.fileNames.rundown, [program ?? '', rundown.date].join(' ')),
    pdf,
  };
}

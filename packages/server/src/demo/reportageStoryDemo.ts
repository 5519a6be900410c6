import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  newsroomToday,
  readRateFrom,
  timeStory,
  type NewsReportCg,
  type Subsection,
} from '@newsroom/domain';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import {
  blocks,
  documentTypes,
  newsReports,
  programs,
  rundowns,
  stories,
} from '../platform/db/schema';
import { loadAreaConfig } from '../areas/companyData/areaConfigs.service';
import { cgsOf } from '../areas/newsReports/newsReports.presenter';
import type { DemoSeedContext } from './groupsDemo';
import { camera, section, sub, video } from './storiesDemo';

/**
 * A story of today's rundown made from a demo reportage, as POST /stories/sources leaves it
 * (source `reportage`, the reportage's slug, reporter and editor) once the package is edited: the
 * heading suggestion read on camera, the VT as the edited video with the reportage's credits, the
 * footnote. So the script book shows a story with its reportage's script joined. It goes at the
 * end of the rundown's second block of the reportage's first program, and the rundown's pages
 * follow the running order again. Runs after the rundowns, reportages and stories seeds.
 */

/** The demo reportage the story is made from. */
export const DEMO_REPORTAGE_STORY_SLUG = 'FALTA DE ÁGUA ZONA LESTE';

const credit = (cg: NewsReportCg): Subsection[] =>
  cg.ciiData
    ? [
        sub({
          type: 'CG',
          code: cg.ciiData.templateCode,
          templateName: cg.ciiData.templateName,
          cgFields: cg.ciiData.fields.map(({ uuid, name, value, size }) => ({
            uuid,
            name,
            value,
            size,
          })),
        }),
      ]
    : [];

export async function seedReportageStory(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  const [report] = await tx
    .select()
    .from(newsReports)
    .where(and(eq(newsReports.slug, DEMO_REPORTAGE_STORY_SLUG), eq(newsReports.date, today)));
  const programId = report?.programsIds[0];
  if (!report || programId === undefined) return;
  const [show] = await tx
    .select({ rundownId: rundowns.id, presenterId: programs.defaultPresenterId })
    .from(rundowns)
    .innerJoin(programs, eq(programs.id, rundowns.programId))
    .where(and(eq(rundowns.programId, programId), eq(rundowns.date, today)));
  if (!show) return;
  const rundownBlocks = await tx
    .select({ id: blocks.id })
    .from(blocks)
    .where(eq(blocks.rundownId, show.rundownId))
    .orderBy(asc(blocks.index));
  const target = rundownBlocks[1];
  if (!target) return;
  const placed = await tx
    .select({ blockId: stories.blockId, sourceType: stories.sourceType })
    .from(stories)
    .where(
      inArray(
        stories.blockId,
        rundownBlocks.map((b) => b.id),
      ),
    );
  if (placed.some((story) => story.sourceType === 'reportage')) return;

  const [vt] = await tx
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.abbreviation, 'VT'));
  const { sections, times } = timeStory(
    [
      section('HEADER', [camera(show.presenterId, report.headingSuggestion)]),
      section(
        'VT',
        [
          video('VT FALTA DE ÁGUA', Math.round(report.totalMs / 1000), 'VT-AGUA-0310'),
          ...cgsOf(report.cgs).flatMap(credit),
        ],
        { cueIn: 'A fila começa antes das seis', cueOut: '...normalização do sistema.' },
      ),
      section('FOOTER', [camera(show.presenterId, report.noteSuggestion, '2')]),
    ],
    readRateFrom(await loadAreaConfig(tx, 'story')),
    null,
  );
  await tx.insert(stories).values({
    blockId: target.id,
    index: placed.filter((story) => story.blockId === target.id).length,
    slug: report.slug,
    programId,
    estimatedMs: 150_000,
    approved: true,
    ownerId: report.ownerId,
    changedById: report.ownerId,
    reporterId: report.reporterId,
    editorId: report.editorId,
    typeId: vt?.id ?? null,
    sections,
    ...times,
    mediaCode: 'MC-VT-AGUA-0310',
    sourceType: 'reportage',
    sourceId: report.id,
  });
  await repaginate(tx, show.rundownId);
}

/** Pages 01…NN in running order (blocks, then stories), as the rundown's repaginate numbers them. */
async function repaginate(tx: Tx, rundownId: number): Promise<void> {
  const ordered = await tx
    .select({ id: stories.id })
    .from(stories)
    .innerJoin(blocks, eq(blocks.id, stories.blockId))
    .where(eq(blocks.rundownId, rundownId))
    .orderBy(asc(blocks.index), asc(stories.index), asc(stories.id));
  for (const [position, story] of ordered.entries())
    await tx
      .update(stories)
      .set({ page: String(position + 1).padStart(2, '0') })
      .where(eq(stories.id, story.id));
}

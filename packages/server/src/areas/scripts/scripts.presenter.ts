import {
  isStandby,
  reportageScriptParts,
  scriptPresenterIds,
  storyScriptParts,
  type ScriptBook,
  type ScriptReportage,
  type ScriptRundown,
  type ScriptsQuery,
  type Viewer,
} from '@newsroom/domain';
import { sectionsOf as reportageSectionsOf } from '../newsReports/newsReports.presenter';
import type { NewsReportRecord } from '../newsReports/newsReports.repository';
import { maskRundown, presentRundown, type ProgramAccess, type RundownTree } from '../rundowns';
import { sectionsOf } from '../stories/story.presenter';

/** A reportage as its script. */
export function presentScriptReportage(record: NewsReportRecord): ScriptReportage {
  return {
    id: record.id,
    slug: record.slug,
    reporterId: record.reporterId,
    totalMs: record.totalMs,
    parts: reportageScriptParts(reportageSectionsOf(record.sections)),
  };
}

/**
 * A rundown as the caller's script book: the rundown's own view (blocks in order, Standby last,
 * private stories of others masked by the rundown's masking), each visible story with its
 * script and the script of the reportage it was made from when that reportage is readable.
 */
export function presentScriptRundown(
  tree: RundownTree,
  viewer: Pick<Viewer, 'userId'>,
  reportages: ReadonlyMap<number, NewsReportRecord>,
): ScriptRundown {
  const rundown = maskRundown(presentRundown(tree), viewer);
  const stored = new Map(tree.stories.map((story) => [story.id, story]));
  return {
    id: rundown.id,
    date: rundown.date,
    start: rundown.start,
    end: rundown.end,
    approved: rundown.approved,
    stories: rundown.blocks.flatMap((block) =>
      block.stories.map((story) => {
        const content = story.visible ? stored.get(story.id) : undefined;
        const parts = content ? storyScriptParts(sectionsOf(content.sections)) : [];
        const source =
          content?.sourceType === 'reportage' && content.sourceId !== null
            ? reportages.get(content.sourceId)
            : undefined;
        return {
          id: story.id,
          page: story.page,
          slug: story.slug,
          blockId: block.id,
          blockName: block.name,
          standby: isStandby(block),
          presenterIds: scriptPresenterIds(parts),
          estimatedMs: story.estimatedMs,
          totalMs: story.totalMs,
          approved: story.approved,
          isPrivate: story.isPrivate,
          visible: story.visible,
          parts,
          reportage: source ? presentScriptReportage(source) : null,
        };
      }),
    ),
  };
}

/** The script book of a day and program (no rundown that day: none listed). */
export function presentScriptBook(
  query: ScriptsQuery,
  program: Pick<ProgramAccess, 'id' | 'name'>,
  rundowns: ScriptRundown[],
): ScriptBook {
  return { date: query.date, program: { id: program.id, name: program.name }, rundowns };
}

import type { ScriptBook, ScriptsQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { accessibleProgram, rundownsRepository } from '../rundowns';
import { presentScriptBook, presentScriptRundown } from './scripts.presenter';
import { readableReportages } from './scripts.reportages';

/**
 * GET /scripts: the program's rundown of the day with every story's script. A program the caller
 * may not see is 404 (the rundowns' rule); a day without a rundown answers no rundowns. Read in one
 * snapshot, so the stories and the reportages joined to them are of the same moment.
 */
export async function scriptBook(
  platform: Platform,
  actor: Actor,
  query: ScriptsQuery,
): Promise<ScriptBook> {
  const db = platform.database.db;
  const program = await accessibleProgram(db, actor, query.programId);
  const rundowns = await db.transaction(
    async (tx) => {
      const row = await rundownsRepository.findByProgramAndDate(tx, program.id, query.date);
      const tree = row ? await rundownsRepository.loadTree(tx, row.id) : undefined;
      if (!tree) return [];
      const sourceIds = tree.stories.flatMap((story) =>
        story.sourceType === 'reportage' && story.sourceId !== null ? [story.sourceId] : [],
      );
      const reportages = await readableReportages(tx, actor, sourceIds);
      return [presentScriptRundown(tree, actor, reportages)];
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return presentScriptBook(query, program, rundowns);
}

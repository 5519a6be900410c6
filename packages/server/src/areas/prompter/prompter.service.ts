import {
  prompterStories,
  storyScriptParts,
  type PrompterScript,
  type RundownId,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { maskRundown, presentRundown, rundownsPolicy, rundownsRepository } from '../rundowns';
import { sectionsOf } from '../stories/story.presenter';
import type { PrompterPositionBody } from './prompter.schemas';

/** The rundown's program access, or 404 for a rundown the caller may not see. */
async function readableProgram(db: Executor, actor: Actor, rundownId: RundownId) {
  const access = await rundownsRepository.rundownAccess(db, rundownId);
  if (!access?.program || !rundownsPolicy.canSeeProgram(actor, access.program)) throw notFound();
  return access.program;
}

/**
 * GET /rundowns/{id}/prompter: the approved stories outside standby in running order with what
 * is read, as the caller sees the rundown (private stories of others left out), read in one
 * snapshot so the version names exactly these texts.
 */
export async function prompterScript(
  platform: Platform,
  actor: Actor,
  rundownId: RundownId,
): Promise<PrompterScript> {
  const db = platform.database.db;
  await readableProgram(db, actor, rundownId);
  const tree = await db.transaction((tx) => rundownsRepository.loadTree(tx, rundownId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  if (!tree) throw notFound();
  const rundown = maskRundown(presentRundown(tree), actor);
  const sections = new Map(tree.stories.map((story) => [story.id, story.sections]));
  return {
    rundownId: rundown.id,
    version: rundown.version,
    onAir: rundown.onAir,
    stories: prompterStories(rundown, (id) => storyScriptParts(sectionsOf(sections.get(id)))),
  };
}

/**
 * POST /rundowns/{id}/prompter/position: the operator's reading position to the screens that
 * follow it — the rundown's readers, as the rundown's own events reach them.
 */
export async function sharePosition(
  platform: Platform,
  actor: Actor,
  rundownId: RundownId,
  body: PrompterPositionBody,
): Promise<void> {
  const db = platform.database.db;
  const program = await readableProgram(db, actor, rundownId);
  await emit(db, actor.sessionId, {
    topic: 'prompter',
    entity: 'prompter_position',
    action: 'UPDATE',
    id: rundownId,
    data: { ...body, rundownId },
    audience: { programGroupIds: [...program.groupIds] },
  });
}

import type { RundownId } from '@newsroom/domain';
import {
  blockName,
  assertCanRecreate,
  assertDateNotInPast,
  assertNoRundownForDate,
  assertOpenForEdits,
  blockApprovalTargets,
  computeTiming,
  DomainError,
  type FieldPatch,
  isStandby,
  newsroomToday,
  type Paged,
  type PageQuery,
  paginate,
  type Rundown,
  RUNDOWN_RULES,
  rundownDateSchema,
  rundownNotFoundForProgramAndDate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { applyFieldPatch, currentValueOf } from '../../platform/documents/fieldPatch';
import { instantiateTemplate } from '../rundownTemplates/rundownTemplates.instantiate';
import { mutateRundowns, openMutation, runMutation, type Mutation } from './rundowns.mutation';
import { OFF_AIR } from './rundowns.onAir';
import { rundownsPolicy } from './rundowns.policy';
import { rundownAccessOf, rundownCacheOf, timingAt, type CachedRundown } from './rundowns.cache';
import { rundownAnswer } from './rundowns.answer';
import type { StoredJson } from '../../platform/http/storedJson';
import {
  maskRundown,
  presentLog,
  presentRundown,
  type RundownGridItem,
  type RundownLog,
  type RundownView,
} from './rundowns.presenter';
import { sendRundownCredits } from '../cg/cg.service';
import { recordRateSuggestions } from './presenterRates.service';
import { rundownsRepository, type ProgramAccess } from './rundowns.repository';
import { rundownUseCase } from './rundowns.useCase';
import {
  accessibleProgram,
  byRundown,
  durationValue,
  editable,
  parseField,
  publishRundown,
  timeOfDayValue,
} from './rundowns.shared';
import { allow, notFound } from '../../platform/http/refusals';

/** Name of the fixed last block. */
export const STANDBY_BLOCK_NAME = 'Standby';
/** Name of the first block of a new rundown. */

const RUNDOWN_FIELDS = {
  start: timeOfDayValue,
  end: timeOfDayValue,
  productionMs: durationValue.nullable(),
  date: rundownDateSchema,
} as const;

/** The label of a rundown in its logs: program name and date. */
const rundownLabel = (program: ProgramAccess, rundown: Rundown) =>
  `${program.name} ${rundown.date}`;

// ---------------------------------------------------------------- reading

/**
 * The cached assembly of a rundown the caller may see (404 otherwise). One cheap query: the
 * committed version and the program's access; the tree comes from the cache when this version
 * was assembled before (rundowns.cache.ts), else from the database.
 */
async function cachedRundown(platform: Platform, actor: Actor, id: number): Promise<CachedRundown> {
  allow(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  const access = await rundownAccessOf(platform.database, id);
  if (!access?.program || !rundownsPolicy.canSeeProgram(actor, access.program)) throw notFound();
  const cache = rundownCacheOf(platform.database);
  const entry = cache.get(id, access.version);
  if (entry) return entry;
  const tree = await rundownsRepository.loadViewTree(db, id);
  if (!tree) throw notFound();
  return cache.put(presentRundown(tree));
}

/** A rundown as the caller sees it (masked, abilities, timing). */
export async function loadRundown(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RundownView> {
  const entry = await cachedRundown(platform, actor, id);
  return {
    ...maskRundown(entry.rundown, actor),
    abilities: rundownsPolicy.abilities(actor, entry.rundown),
    timing: timingAt(entry, platform.clock(), platform.config.newsroomTimeZone),
  };
}

/** GET /rundowns/{id}: the same view, serialised (bytes shared by viewers alike, rundowns.answer.ts). */
export async function loadRundownAnswer(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<StoredJson | Buffer> {
  const entry = await cachedRundown(platform, actor, id);
  return rundownAnswer(entry, actor, platform.clock(), platform.config.newsroomTimeZone);
}

/** GET /rundowns?date&programId (404 rundown:notFoundForProgramAndDate). */
export async function loadRundownAnswerOf(
  platform: Platform,
  actor: Actor,
  programId: number,
  date: string,
): Promise<StoredJson | Buffer> {
  allow(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  await accessibleProgram(db, actor, programId);
  const row = await rundownsRepository.findByProgramAndDate(db, programId, date);
  if (!row) throw rundownNotFoundForProgramAndDate(programId, date);
  return loadRundownAnswer(platform, actor, row.id);
}

/** GET /rundowns/check. */
export async function checkRundown(
  platform: Platform,
  actor: Actor,
  programId: number,
  date: string,
) {
  allow(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  await accessibleProgram(db, actor, programId);
  const row = await rundownsRepository.findByProgramAndDate(db, programId, date);
  const today = newsroomToday(platform.config.newsroomTimeZone, platform.clock());
  return {
    exists: row !== undefined,
    rundownId: row?.id ?? null,
    canCreate: row === undefined && rundownsPolicy.canWrite(actor) && date >= today,
  };
}

/** GET /rundowns/grid?date: every rundown of the day of the programs the caller may see. */
export async function rundownGrid(
  platform: Platform,
  actor: Actor,
  date: string,
): Promise<RundownGridItem[]> {
  allow(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  const rows = await rundownsRepository.rundownsOfDate(db, date);
  const programs = await rundownsRepository.programAccess(db, [
    ...new Set(rows.map((r) => r.programId)),
  ]);
  const visible = rows.filter((r) => {
    const program = programs.get(r.programId);
    return program !== undefined && rundownsPolicy.canSeeProgram(actor, program);
  });
  const now = platform.clock();
  return (await rundownsRepository.loadTrees(db, visible)).map((tree) => {
    const rundown = presentRundown(tree);
    return {
      id: rundown.id,
      programId: rundown.programId,
      programName: programs.get(rundown.programId)!.name,
      start: rundown.start,
      end: rundown.end,
      approved: rundown.approved,
      displayed: rundown.displayed,
      storyCount: rundown.blocks
        .filter((b) => !isStandby(b))
        .reduce((n, b) => n + b.stories.length, 0),
      timing: computeTiming(rundown, now, { timeZone: platform.config.newsroomTimeZone }),
    };
  });
}

/** 404 unless the rundown exists and the caller may see its program. */
async function assertVisibleRundown(platform: Platform, actor: Actor, id: number): Promise<void> {
  const db = platform.database.db;
  const row = await rundownsRepository.findRundown(db, id);
  if (!row) throw notFound();
  await accessibleProgram(db, actor, row.programId);
}

/** GET /rundowns/{id}/logs. */
export async function pageRundownLogs(
  platform: Platform,
  actor: Actor,
  id: number,
  query: PageQuery,
): Promise<Paged<RundownLog>> {
  allow(rundownsPolicy.canRead(actor));
  await assertVisibleRundown(platform, actor, id);
  const db = platform.database.db;
  const { rows, total } = await rundownsRepository.pageLogs(db, id, query.page, query.size);
  return { data: rows.map(presentLog), page: query.page, size: query.size, total };
}

// ---------------------------------------------------------------- creation

/** Default blocks (Bloco 1 in the user's language + Standby), or a template's blocks and stories + Standby. */
async function createDefaultBlocks(
  m: Mutation,
  rundownId: RundownId,
  templateId: number | null,
): Promise<void> {
  if (templateId !== null) {
    await rundownsRepository.insertBlock(m.tx, { rundownId, index: 0, name: STANDBY_BLOCK_NAME });
    await instantiateTemplate(m.tx, templateId, rundownId);
    return;
  }
  const first = blockName(m.actor.locale, 1);
  await rundownsRepository.insertBlock(m.tx, { rundownId, index: 0, name: first });
  await rundownsRepository.insertBlock(m.tx, { rundownId, index: 1, name: STANDBY_BLOCK_NAME });
}

/** POST /rundowns. */
export async function createRundown(
  platform: Platform,
  actor: Actor,
  input: { date: string; programId: number; templateId?: number | null | undefined },
): Promise<Rundown> {
  allow(rundownsPolicy.canWrite(actor));
  const db = platform.database.db;
  const program = await accessibleProgram(db, actor, input.programId);
  assertDateNotInPast(
    input.date,
    newsroomToday(platform.config.newsroomTimeZone, platform.clock()),
  );
  return db.transaction(async (tx) => {
    // One rundown per program and date: the unique index decides between racing creators.
    const row = await rundownsRepository.insertRundownIfAbsent(tx, {
      programId: input.programId,
      date: input.date,
      start: program.start,
      end: program.end,
    });
    if (!row) {
      assertNoRundownForDate(
        await rundownsRepository.findByProgramAndDate(tx, input.programId, input.date),
        input.programId,
        input.date,
      );
      throw new DomainError('rule_violation', RUNDOWN_RULES.existsForDate);
    }
    await rundownsRepository.lockRundown(tx, row.id);
    return runMutation(await openMutation(platform, actor, tx, [row.id]), async (m) => {
      await createDefaultBlocks(m, row.id, input.templateId ?? null);
      await m.log(row.id, {
        action: 'creation',
        entity: 'rundown',
        entityId: row.id,
        label: `${program.name} ${input.date}`,
      });
      await m.bump(row.id);
      const rundown = await m.reload(row.id);
      await m.publish(row.id, {
        topic: 'rundowns',
        action: 'CREATE',
        entity: 'rundown',
        id: row.id,
        data: rundown,
      });
      return rundown;
    });
  });
}

/** POST /rundowns/{id}/recreate: only while empty. */
export const recreateRundown = rundownUseCase(
  rundownsPolicy.canWrite,
  async (m, id, templateId: number | null): Promise<Rundown> => {
    const { rundown, program } = m.get(id);
    assertCanRecreate(rundown);
    await rundownsRepository.deleteBlocksOf(m.tx, id);
    await rundownsRepository.updateRundown(m.tx, id, { ...OFF_AIR, approved: false });
    await createDefaultBlocks(m, id, templateId);
    await m.log(id, {
      action: 'creation',
      entity: 'rundown',
      entityId: id,
      label: rundownLabel(program, rundown),
      details: { recreated: true, templateId },
    });
    return publishRundown(m, id);
  },
);

// ---------------------------------------------------------------- changes

/** PATCH /rundowns/{id}: start, end, productionMs or date; failures carry field, newValue, oldValue. */
export async function patchRundown(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<Rundown> {
  allow(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byRundown(id), async (m) => {
    const { rundown, program } = m.get(id);
    const oldValue = currentValueOf(rundown, patch.field);
    return applyFieldPatch(patch, oldValue, async () => {
      assertOpenForEdits(rundown, m.window, m.now);
      const { field, value } = parseField(RUNDOWN_FIELDS, patch);
      if (field === 'date') {
        const date = value as string;
        assertDateNotInPast(date, newsroomToday(platform.config.newsroomTimeZone, m.now));
        const other = await rundownsRepository.findByProgramAndDate(m.tx, rundown.programId, date);
        if (other && other.id !== id) assertNoRundownForDate(other, rundown.programId, date);
      }
      const row = await rundownsRepository.updateRundownReturning(m.tx, id, { [field]: value });
      if (!row) throw notFound();
      await m.log(id, {
        action: 'update',
        entity: 'rundown',
        entityId: id,
        label: rundownLabel(program, rundown),
        details: { field, oldValue, newValue: value },
      });
      await m.publish(id, {
        topic: 'rundowns',
        action: 'PATCH',
        entity: 'rundown',
        id,
        data: { id, field, value },
      });
      // Only the row changed: the locked tree with it, not a reload.
      return m.rewritten(id, row);
    });
  });
}

/** PUT /rundowns/{id}/approve: the flag and every story outside standby (private ones are never approved). */
export const approveRundown = rundownUseCase(
  rundownsPolicy.canApprove,
  async (m, id, approve: boolean): Promise<Rundown> => {
    const { rundown, program } = m.get(id);
    assertOpenForEdits(rundown, m.window, m.now);
    const targets = rundown.blocks
      .filter((b) => !isStandby(b))
      .flatMap((b) => blockApprovalTargets(b, approve));
    await rundownsRepository.updateStories(m.tx, targets, { approved: approve });
    await rundownsRepository.updateRundown(m.tx, id, { approved: approve });
    await m.log(id, {
      action: approve ? 'approval' : 'disapproval',
      entity: 'rundown',
      entityId: id,
      label: rundownLabel(program, rundown),
    });
    return publishRundown(m, id);
  },
);

/** PUT /rundowns/{id}/displayed: closes (or reopens) an aired rundown; closing measures read rates. */
export const setDisplayed = rundownUseCase(
  rundownsPolicy.canApprove,
  async (m, id, displayed: boolean): Promise<Rundown> => {
    const { rundown, program } = m.get(id);
    await rundownsRepository.updateRundown(m.tx, id, { displayed });
    if (displayed && !rundown.displayed) await recordRateSuggestions(m.tx, id, m.now);
    await m.log(id, {
      action: 'update',
      entity: 'rundown',
      entityId: id,
      label: rundownLabel(program, rundown),
      details: { field: 'displayed', oldValue: rundown.displayed, newValue: displayed },
    });
    return publishRundown(m, id);
  },
);

/** POST /rundowns/{id}/repaginate. */
export const repaginate = rundownUseCase(
  rundownsPolicy.canWrite,
  async (m, id): Promise<Rundown> => {
    const rundown = editable(m, id);
    const current = new Map(
      rundown.blocks.flatMap((b) => b.stories.map((s) => [s.id, s.page] as const)),
    );
    for (const { storyId, page } of paginate(rundown)) {
      if (current.get(storyId) !== page)
        await rundownsRepository.updateStory(m.tx, storyId, { page });
    }
    await m.log(id, {
      action: 'update',
      entity: 'rundown',
      entityId: id,
      label: null,
      details: { repaginated: true },
    });
    return publishRundown(m, id);
  },
);

/**
 * POST /rundowns/{id}/credits: the rundown's CGs to the program's II character generator
 * (areas/cg); sent 0 when there is none or no CG; 422 rundown:credits_sendFailure when it fails.
 */
export async function sendCredits(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<{ sent: number; devices: string[] }> {
  allow(rundownsPolicy.canWrite(actor));
  await assertVisibleRundown(platform, actor, id);
  return sendRundownCredits(platform, id);
}

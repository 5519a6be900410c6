import {
  newsroomToday,
  normalizeSlug,
  readRateFrom,
  ruleViolation,
  type StoryDocument,
  type StoryFromSource,
  timeStory,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import type { stories } from '../../platform/db/schema';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import { byTarget, placeIntoRundown } from './drawer.service';
import { publishDrawerStory } from './drawer.events';
import type { StorySeed, StorySourceLoader } from './storySource';
import { storyListsPolicy as policy } from './stories.lists.policy';
import { isVisibleTo } from './stories.lists.presenter';
import { sectionsOf } from './story.presenter';
import { storyListsRepository as repository } from './stories.lists.repository';
import { loadStoryDocument, programOfStory, visibleStory } from './stories.lists.service';
import { allow, forbidden, notFound } from '../../platform/http/refusals';
import { accessibleProgram, mutateRundowns } from '../rundowns';

/** What a new story records of where it came from: a source type (or `remote`) and its id. */
type StoryOrigin = { sourceType: string; sourceId: number };

/** The built-in 'story' source: a copy of a live story the caller may read in full. */
export const storyCopySource: StorySourceLoader = async (tx, actor, id) => {
  const row = await visibleStory(tx, actor, id);
  if (row.excluded) throw notFound();
  if (!isVisibleTo(row, actor)) throw forbidden();
  return {
    slug: row.slug,
    programId: programOfStory(row),
    typeId: row.typeId,
    branchId: row.branchId,
    editorId: row.editorId,
    imageEditorId: row.imageEditorId,
    reporterId: row.reporterId,
    mediaCode: row.mediaCode,
    estimatedMs: row.estimatedMs,
    manualVt: row.manualVt,
    vtMs: row.vtMs,
    radio: row.radio,
    information: row.information,
    sections: sectionsOf(row.sections),
  };
};

/** The columns of a new story from a seed: owner = caller, not approved nor private, durations recomputed. */
async function valuesOf(
  tx: Tx,
  actor: Actor,
  seed: StorySeed,
  source: StoryOrigin,
): Promise<typeof stories.$inferInsert> {
  const config = await loadAreaConfig(tx, 'story');
  const manualVt = seed.manualVt ?? false;
  const { sections, times } = timeStory(
    seed.sections ?? [],
    readRateFrom(config),
    manualVt ? (seed.vtMs ?? 0) : null,
  );
  return {
    blockId: null,
    slug: normalizeSlug(seed.slug).slice(0, 100),
    programId: seed.programId ?? null,
    typeId: seed.typeId ?? null,
    branchId: seed.branchId ?? null,
    editorId: seed.editorId ?? null,
    imageEditorId: seed.imageEditorId ?? null,
    reporterId: seed.reporterId ?? null,
    mediaCode: seed.mediaCode ?? '',
    estimatedMs: seed.estimatedMs ?? 0,
    manualVt,
    radio: seed.radio ?? false,
    information: seed.information ?? '',
    sections,
    ...times,
    ownerId: actor.userId,
    changedById: actor.userId,
    approved: false,
    isPrivate: false,
    allowedUserIds: [],
    sourceType: source.sourceType,
    sourceId: source.sourceId,
  };
}

/** A drawer story (dated today) of the caller from a seed, in the caller's transaction. */
async function insertDrawerStory(
  platform: Platform,
  tx: Tx,
  actor: Actor,
  seedOf: (tx: Tx) => Promise<StorySeed>,
  source: StoryOrigin,
): Promise<StoryDocument> {
  const values = await valuesOf(tx, actor, await seedOf(tx), source);
  if (values.programId != null) await accessibleProgram(tx, actor, values.programId);
  const row = await repository.insertStory(tx, {
    ...values,
    date: newsroomToday(platform.config.newsroomTimeZone, platform.clock()),
  });
  await publishDrawerStory(tx, actor, 'CREATE', row.id);
  return loadStoryDocument(tx, actor, row.id);
}

/**
 * A new drawer story of the caller from another area's seed (a remote branch's story), with
 * `alongside` as more work of the same transaction (recording where it came from).
 */
export async function createDrawerStoryFrom(
  platform: Platform,
  actor: Actor,
  seed: StorySeed,
  source: StoryOrigin,
  alongside: (tx: Tx, story: StoryDocument) => Promise<void>,
): Promise<StoryDocument> {
  allow(policy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const story = await insertDrawerStory(platform, tx, actor, async () => seed, source);
    await alongside(tx, story);
    return story;
  });
}

/**
 * POST /stories/sources: a new story from a source, into the drawer (ON_DRAWER, dated today) or a
 * rundown (TO_AIR / ON_STANDBY, through the rundown mutation). 422 `story:sourceUnavailable` when
 * no area provides the source type.
 */
export async function createFromSource(
  platform: Platform,
  actor: Actor,
  body: StoryFromSource,
): Promise<StoryDocument> {
  allow(policy.canWrite(actor));
  const loader = platform.areas.storySource(body.sourceType);
  if (!loader) throw ruleViolation('story:sourceUnavailable');
  if (body.destination === 'ON_DRAWER') {
    return platform.database.db.transaction((tx) =>
      insertDrawerStory(platform, tx, actor, (tx) => loader(tx, actor, body.sourceId), body),
    );
  }
  allow(policy.canWriteRundowns(actor));
  const resolve = byTarget(body);
  return mutateRundowns(platform, actor, resolve, async (m) => {
    const rundownId = m.rundownIds[0]!;
    m.get(rundownId);
    const values = await valuesOf(m.tx, actor, await loader(m.tx, actor, body.sourceId), body);
    const row = await repository.insertStory(m.tx, values);
    await placeIntoRundown(m, rundownId, body, [row.id], {
      action: 'creation',
      details: { sourceType: body.sourceType, sourceId: body.sourceId },
    });
    return loadStoryDocument(m.tx, actor, row.id);
  });
}

import {
  assertNotDisplayed,
  assertStoryPatch,
  cgFieldErrors,
  DomainError,
  normalizeSlug,
  readRateFrom,
  sectionsFromInput,
  storyDocumentSchema,
  storyUpdateSchema,
  timeStory,
  type FieldError,
  type Section,
  type StoryDocument,
  type StoryUpdate,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { stories } from '../../platform/db/schema';
import type { DocumentKind } from '../../platform/documents/kind';
import { forbidden } from '../../platform/http/refusals';
import { assertStoryCgs } from '../cg/cg.service';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import { storyRecordOf } from './story.access';
import { changeStory, findStoryRecord } from './story.change';
import { storyPolicy } from './story.policy';
import { presentStoryDocument, storySnapshot } from './story.presenter';
import { storyRepository, type StoryRecord } from './story.repository';
import { rundownsRepository } from '../rundowns';

/**
 * The story as a document kind (spec 1 §3, §4; spec 2 "Story"): the kernel loads it, loads it for
 * edit with its lock, saves it (lock, version, revision), lists its revisions and runs its
 * sharing. What is its own: a save writes through its rundown's mutation (story.change.ts), every
 * duration is recomputed with the story configuration's read rates, and CGs are checked against
 * the program's devices. It is created, moved and removed in its rundown or drawer.
 */

/** Lock and revision entity type of stories (the area's name, see locks.policy). */
export const STORY_ENTITY = 'story';

type StoryInput = Omit<StoryUpdate, 'version'>;

/** 400 naming each field. */
export function invalid(fields: FieldError[]): DomainError {
  return new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
}

/** The sections timed with the story configuration's read rates, and the story's durations. */
export async function timed(tx: Executor, sections: Section[], manualVtMs: number | null) {
  const config = await loadAreaConfig(tx, 'story');
  return timeStory(sections, readRateFrom(config), manualVtMs);
}

/** Referenced ids that exist nowhere: 400 on each field (paths as sent). */
async function assertReferences(tx: Executor, input: StoryInput): Promise<void> {
  const errors: FieldError[] = [];
  if (input.typeId !== null && !(await storyRepository.typeExists(tx, input.typeId)))
    errors.push({ field: 'typeId', key: 'invalid' });
  if (input.branchId !== null && !(await storyRepository.branchExists(tx, input.branchId)))
    errors.push({ field: 'branchId', key: 'invalid' });
  const people: { field: string; id: number }[] = [];
  for (const field of ['editorId', 'imageEditorId', 'reporterId'] as const) {
    const id = input[field];
    if (id !== null) people.push({ field, id });
  }
  input.sections.forEach((section, s) =>
    section.subSections.forEach((sub, u) => {
      if (sub.presenterId !== null)
        people.push({ field: `sections.${s}.subSections.${u}.presenterId`, id: sub.presenterId });
    }),
  );
  const missing = new Set(
    await storyRepository.missingUsers(tx, [...new Set(people.map((p) => p.id))]),
  );
  for (const person of people)
    if (missing.has(person.id)) errors.push({ field: person.field, key: 'invalid' });
  if (errors.length > 0) throw invalid(errors);
}

/** Who hears of a story: its program's groups (everyone when it has none). */
async function audience(db: Executor, record: StoryRecord) {
  const { programId } = record.story;
  const program =
    programId === null
      ? undefined
      : (await rundownsRepository.programAccess(db, [programId])).get(programId);
  return { programGroupIds: [...(program?.groupIds ?? [])] };
}

export const storyKind: DocumentKind<
  StoryRecord,
  StoryDocument,
  StoryInput,
  StoryUpdate,
  StoryRecord
> = {
  entity: STORY_ENTITY,
  topic: 'stories',
  path: '/stories',
  noun: 'story',
  editKey: 'story',
  table: stories,
  schemas: {
    document: storyDocumentSchema,
    input: storyUpdateSchema.omit({ version: true }),
    update: storyUpdateSchema,
  },
  policy: {
    canRead: storyPolicy.canRead,
    canWrite: (actor) => storyPolicy.canRead(actor) && storyPolicy.canWrite(actor),
  },
  find: findStoryRecord,
  lockRow: (tx, id) => storyRepository.lockStory(tx, id),
  whole: storyRecordOf,
  present: presentStoryDocument,
  assertContent(actor, record) {
    if (!storyPolicy.canSeeContent(actor, record)) throw forbidden();
  },
  inTrashRefusal: forbidden,
  async assertChangeable(_tx, record) {
    if (record.story.legacy) throw forbidden();
    assertNotDisplayed(record);
  },
  change: changeStory,
  checkInput(input) {
    const errors = cgFieldErrors(input.sections);
    if (errors.length > 0) throw invalid(errors);
  },
  async validate(tx, _actor, input, record) {
    await assertReferences(tx, input);
    await assertStoryCgs(tx, record?.story.programId ?? null, input.sections);
  },
  async updateAtVersion(tx, actor, id, version, input, now) {
    const { sections, times } = await timed(
      tx,
      sectionsFromInput(input.sections),
      input.manualVt ? input.vtMs : null,
    );
    return storyRepository.updateAtVersion(
      tx,
      id,
      version,
      {
        slug: normalizeSlug(input.slug),
        typeId: input.typeId,
        branchId: input.branchId,
        editorId: input.editorId,
        imageEditorId: input.imageEditorId,
        reporterId: input.reporterId,
        mediaCode: input.mediaCode,
        estimatedMs: input.estimatedMs,
        manualVt: input.manualVt,
        radio: input.radio,
        information: input.information,
        sections,
        ...times,
        changedById: actor.userId,
      },
      now,
    );
  },
  snapshot: (record) => storySnapshot(record.story),
  slugOf: (record) => record.story.slug,
  audience,
  deletedData: (record) => ({
    id: record.id,
    blockId: record.rundownId === null ? null : record.story.blockId,
    rundownId: record.rundownId,
  }),
  sharing: {
    isOwner: storyPolicy.canShare,
    onlyOwnerKey: 'story:onlyOwnerShares',
    assertShareable: assertNotDisplayed,
    // An approved story cannot become private (422); making it what it is changes nothing.
    privateValues(record, isPrivate) {
      assertStoryPatch(record.story, 'isPrivate', isPrivate);
      return record.story.isPrivate === isPrivate ? {} : { isPrivate };
    },
    write: (tx, _actor, id, values, now) => storyRepository.update(tx, id, values, now),
  },
};

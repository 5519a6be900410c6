import {
  assertNotDisplayed,
  assertStoryPatch,
  cgFieldErrors,
  mediaSchema,
  ruleViolation,
  sectionsFromInput,
  type StoryCgInsert,
  type Media,
  type Section,
  type StoryDocument,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { storyPolicy } from './story.policy';
import { assertStoryCgs } from '../cg/cg.service';
import { presentStoryDocument, sectionsOf } from './story.presenter';
import { storyRepository, type StoryRecord } from './story.repository';
import {
  assertEditable,
  invalid,
  mutateStoryDocument,
  publishStoryUpdate,
  timed,
} from './story.service';
import { allow, forbidden, notFound } from '../../platform/http/refusals';

/**
 * Sharing a story (spec 3 §4: only the owner toggles private and chooses allowed users) and the
 * media a MOS device reports for its MOS subsections (device traffic arrives with the devices
 * issue; these calls are what it will use).
 */

const MOS_SUBSECTIONS = ['MOS_VIDEO', 'MOS_CG'];

// ---------------------------------------------------------------- sharing

function assertCanShare(actor: Actor, record: StoryRecord): void {
  if (record.story.excluded) throw forbidden();
  if (!storyPolicy.canShare(actor, record)) throw forbidden('story:onlyOwnerShares');
  assertNotDisplayed(record);
}

/** PUT /stories/{id}/private: owner only; an approved story cannot become private (422). */
export async function setStoryPrivate(
  platform: Platform,
  actor: Actor,
  id: number,
  isPrivate: boolean,
): Promise<StoryDocument> {
  allow(storyPolicy.canRead(actor) && storyPolicy.canWrite(actor));
  return mutateStoryDocument(platform, actor, id, async (s) => {
    assertCanShare(actor, s.record);
    assertStoryPatch(s.record.story, 'isPrivate', isPrivate);
    if (s.record.story.isPrivate === isPrivate) return presentStoryDocument(s.record, actor);
    await storyRepository.update(s.tx, id, { isPrivate }, s.now);
    const updated = await publishStoryUpdate(s, {
      details: { field: 'isPrivate', oldValue: !isPrivate, newValue: isPrivate },
    });
    return presentStoryDocument(updated, actor);
  });
}

/** PUT /stories/{id}/allowed_users: owner only; unknown users → 400 on userIds. */
export async function setStoryAllowedUsers(
  platform: Platform,
  actor: Actor,
  id: number,
  userIds: number[],
): Promise<StoryDocument> {
  allow(storyPolicy.canRead(actor) && storyPolicy.canWrite(actor));
  const wanted = [...new Set(userIds)];
  return mutateStoryDocument(platform, actor, id, async (s) => {
    assertCanShare(actor, s.record);
    if ((await storyRepository.missingUsers(s.tx, wanted)).length > 0)
      throw invalid([{ field: 'userIds', key: 'invalid' }]);
    await storyRepository.update(s.tx, id, { allowedUserIds: wanted }, s.now);
    const updated = await publishStoryUpdate(s, { details: { field: 'allowedUserIds' } });
    return presentStoryDocument(updated, actor);
  });
}

// ---------------------------------------------------------------- media (device side)

/** Replaces one MOS subsection of the story, re-times it and publishes (no lock, no revision). */
async function changeMosSubsection(
  platform: Platform,
  actor: Actor,
  id: number,
  subsectionUuid: string,
  change: (sub: Section['subSections'][number]) => Partial<Section['subSections'][number]>,
): Promise<StoryDocument> {
  allow(storyPolicy.canRead(actor) && storyPolicy.canWrite(actor));
  return mutateStoryDocument(platform, actor, id, async (s) => {
    assertEditable(actor, s.record);
    const sections = sectionsOf(s.record.story.sections);
    const sub = sections
      .flatMap((section) => section.subSections)
      .find((x) => x.uuid === subsectionUuid);
    if (!sub) throw notFound();
    if (!MOS_SUBSECTIONS.includes(sub.type)) throw ruleViolation('story:notMosSubsection');
    const changed = sections.map((section) => ({
      ...section,
      subSections: section.subSections.map((x) =>
        x.uuid === subsectionUuid ? { ...x, ...change(x) } : x,
      ),
    }));
    const { story } = s.record;
    const result = await timed(s.tx, changed, story.manualVt ? story.vtMs : null);
    await storyRepository.update(s.tx, id, { sections: result.sections, ...result.times }, s.now);
    return presentStoryDocument(await publishStoryUpdate(s, null), actor);
  });
}

/** PUT /stories/{id}/media: the media a MOS device reports for a subsection (null = absent). */
export function setStoryMedia(
  platform: Platform,
  actor: Actor,
  id: number,
  subsectionUuid: string,
  media: Media | null,
): Promise<StoryDocument> {
  return changeMosSubsection(platform, actor, id, subsectionUuid, () => ({
    media,
    status: media ? 'ready' : 'absent',
  }));
}

/** POST /stories/{id}/placeholder: an empty placeholder media for the device to fill. */
export function createStoryPlaceholder(
  platform: Platform,
  actor: Actor,
  id: number,
  subsectionUuid: string,
): Promise<StoryDocument> {
  return changeMosSubsection(platform, actor, id, subsectionUuid, (sub) => ({
    status: 'empty',
    media: mediaSchema.parse({ objectId: `PH-${sub.uuid.slice(0, 8)}`, slug: sub.slug }),
  }));
}

const CG_SUBSECTIONS = ['CG', 'MOS_CG'];

/**
 * POST /stories/{id}/cg: a CG a plugin or device inserts (spec 2 §1), appended to the section of
 * `sectionType` (created when the story has none). Only CG and MOS_CG items are accepted (422
 * `story:onlyCgAllowed`); values over their field size are refused like a save (400 maxChars).
 * Device side like the media: no lock, no revision, the version moves on.
 */
export function insertStoryCg(
  platform: Platform,
  actor: Actor,
  id: number,
  insert: StoryCgInsert,
): Promise<StoryDocument> {
  allow(storyPolicy.canRead(actor) && storyPolicy.canWrite(actor));
  if (!CG_SUBSECTIONS.includes(insert.cg.type)) throw ruleViolation('story:onlyCgAllowed');
  return mutateStoryDocument(platform, actor, id, async (s) => {
    assertEditable(actor, s.record);
    const [added] = sectionsFromInput([{ type: insert.sectionType, subSections: [insert.cg] }]);
    const sections = sectionsOf(s.record.story.sections);
    const existing = sections.find((section) => section.type === insert.sectionType);
    const changed = existing
      ? sections.map((section) =>
          section === existing
            ? { ...section, subSections: [...section.subSections, ...added!.subSections] }
            : section,
        )
      : [...sections, added!];
    const errors = cgFieldErrors(changed);
    if (errors.length > 0) throw invalid(errors);
    await assertStoryCgs(s.tx, s.record.story.programId, [added!]);
    const { story } = s.record;
    const result = await timed(s.tx, changed, story.manualVt ? story.vtMs : null);
    await storyRepository.update(s.tx, id, { sections: result.sections, ...result.times }, s.now);
    return presentStoryDocument(await publishStoryUpdate(s, null), actor);
  });
}

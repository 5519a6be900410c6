import {
  cgFieldErrors,
  mediaSchema,
  ruleViolation,
  sectionsFromInput,
  type Media,
  type Section,
  type StoryCgInsert,
  type StoryDocument,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { assertChangeable } from '../../platform/documents/kernel';
import { allow, notFound } from '../../platform/http/refusals';
import { assertStoryCgs } from '../cg/cg.service';
import { changeStory, type StoryChange } from './story.change';
import { invalid, storyKind, timed } from './story.kind';
import { presentStoryDocument, sectionsOf } from './story.presenter';
import { storyRepository } from './story.repository';

/**
 * What devices and plugins put into a story (device traffic arrives with the devices issue; these
 * calls are what it will use): the media of MOS subsections and inserted CGs. Refused as a save
 * is, but without the edit lock and without a revision; the version moves on.
 */

const MOS_SUBSECTIONS = ['MOS_VIDEO', 'MOS_CG'];
const CG_SUBSECTIONS = ['CG', 'MOS_CG'];

/** Runs a device change of the sections of a story the actor may change, re-timing them. */
function changeByDevice(
  platform: Platform,
  actor: Actor,
  id: number,
  body: (change: StoryChange) => Promise<Section[]>,
): Promise<StoryDocument> {
  return changeStory(platform, actor, id, async (change) => {
    const { tx, now, record } = change;
    await assertChangeable(tx, storyKind, actor, record);
    const { story } = record;
    const result = await timed(tx, await body(change), story.manualVt ? story.vtMs : null);
    await storyRepository.update(tx, id, { sections: result.sections, ...result.times }, now);
    const updated = await storyKind.whole(tx, id);
    await change.announce(updated, null);
    return presentStoryDocument(updated, actor);
  });
}

/** Replaces one MOS subsection of the story (404 when absent, 422 when not MOS). */
function changeMosSubsection(
  platform: Platform,
  actor: Actor,
  id: number,
  subsectionUuid: string,
  change: (sub: Section['subSections'][number]) => Partial<Section['subSections'][number]>,
): Promise<StoryDocument> {
  allow(storyKind.policy.canWrite(actor));
  return changeByDevice(platform, actor, id, async ({ record }) => {
    const sections = sectionsOf(record.story.sections);
    const sub = sections
      .flatMap((section) => section.subSections)
      .find((x) => x.uuid === subsectionUuid);
    if (!sub) throw notFound();
    if (!MOS_SUBSECTIONS.includes(sub.type)) throw ruleViolation('story:notMosSubsection');
    return sections.map((section) => ({
      ...section,
      subSections: section.subSections.map((x) =>
        x.uuid === subsectionUuid ? { ...x, ...change(x) } : x,
      ),
    }));
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

/**
 * POST /stories/{id}/cg: a CG a plugin or device inserts (spec 2 §1), appended to the section of
 * `sectionType` (created when the story has none). Only CG and MOS_CG items are accepted (422
 * `story:onlyCgAllowed`); values over their field size are refused like a save (400 maxChars).
 */
export function insertStoryCg(
  platform: Platform,
  actor: Actor,
  id: number,
  insert: StoryCgInsert,
): Promise<StoryDocument> {
  allow(storyKind.policy.canWrite(actor));
  if (!CG_SUBSECTIONS.includes(insert.cg.type)) throw ruleViolation('story:onlyCgAllowed');
  return changeByDevice(platform, actor, id, async ({ tx, record }) => {
    const [added] = sectionsFromInput([{ type: insert.sectionType, subSections: [insert.cg] }]);
    const sections = sectionsOf(record.story.sections);
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
    await assertStoryCgs(tx, record.story.programId, [added!]);
    return changed;
  });
}

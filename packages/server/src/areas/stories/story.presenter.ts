import { z } from 'zod';
import {
  editableStoryFields,
  sectionSchema,
  type Section,
  type StoryDocument,
  type StoryLocation,
  type StoryRow,
  type StorySummary,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { storyPolicy } from './story.policy';
import type { StoryRecord } from './story.repository';

const storedSections = z.array(sectionSchema);
const displayStatusOf = (value: string): StoryDocument['displayStatus'] =>
  value === 'play' || value === 'stop' ? value : 'blank';

/** Sections as stored (a value that no longer validates shows as no sections rather than failing). */
export function sectionsOf(stored: unknown): Section[] {
  const parsed = storedSections.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

/** Where the story lives: the drawer, a rundown's Standby block (or a block on standby), or the rundown. */
export function storyLocationOf(record: StoryRecord): StoryLocation {
  if (record.rundownId === null) return 'drawer';
  return record.inStandbyBlock || record.blockOnStandBy ? 'standby' : 'rundown';
}

const NO_ABILITIES = { canEdit: false, canShare: false, canApprove: false };

/** The whole story, unmasked and without abilities (events; the renderer masks per viewer). */
export function presentStoryRecord(record: StoryRecord): StoryDocument {
  const { story } = record;
  return {
    id: story.id,
    uuid: story.uuid,
    page: story.page,
    slug: story.slug,
    date: record.rundownDate ?? story.date ?? null,
    typeId: story.typeId,
    programId: story.programId,
    branchId: story.branchId,
    editorId: story.editorId,
    imageEditorId: story.imageEditorId,
    reporterId: story.reporterId,
    ownerId: story.ownerId,
    authorNickname: record.changedByNickname ?? record.ownerNickname ?? '',
    changeDate: story.updatedAt.toISOString(),
    mediaCode: story.mediaCode,
    estimatedMs: story.estimatedMs,
    headMs: story.headMs,
    linkMs: story.linkMs,
    vtMs: story.vtMs,
    voMs: story.voMs,
    footerMs: story.footerMs,
    totalMs: story.totalMs,
    manualVt: story.manualVt,
    approved: story.approved,
    isPrivate: story.isPrivate,
    allowedUserIds: [...story.allowedUserIds],
    visible: true,
    radio: story.radio,
    legacy: story.legacy,
    information: story.information,
    displayStatus: displayStatusOf(story.displayStatus),
    location: storyLocationOf(record),
    rundownId: record.rundownId,
    blockId: record.rundownId === null ? null : story.blockId,
    sections: sectionsOf(story.sections),
    excluded: story.excluded,
    version: story.version,
    abilities: NO_ABILITIES,
  };
}

/** A private story of others: no slug, information nor sections (spec 1 §4). */
export function maskStoryDocument(document: StoryDocument): StoryDocument {
  return { ...document, visible: false, slug: '', information: '', sections: [] };
}

/** The story as one caller sees it: masked when private to others, with what they may do. */
export function presentStoryDocument(record: StoryRecord, actor: Actor): StoryDocument {
  const document = {
    ...presentStoryRecord(record),
    abilities: storyPolicy.abilities(actor, record),
  };
  return storyPolicy.canSeeContent(actor, record) ? document : maskStoryDocument(document);
}

/** A story in lists (stories area, drawer, trash). */
export function storySummaryOf(document: StoryDocument): StorySummary {
  return {
    id: document.id,
    uuid: document.uuid,
    page: document.page,
    slug: document.slug,
    date: document.date,
    programId: document.programId,
    ownerId: document.ownerId,
    authorNickname: document.authorNickname,
    changeDate: document.changeDate,
    estimatedMs: document.estimatedMs,
    totalMs: document.totalMs,
    approved: document.approved,
    isPrivate: document.isPrivate,
    visible: document.visible,
    displayStatus: document.displayStatus,
    location: document.location,
    rundownId: document.rundownId,
    blockId: document.blockId,
    excluded: document.excluded,
    version: document.version,
  };
}

/** A story summary as one viewer may see it. */
export function presentStorySummary(record: StoryRecord, viewer: Actor): StorySummary {
  return storySummaryOf(presentStoryDocument(record, viewer));
}

/**
 * The data of a drawer story's stories event: the unmasked summary plus allowedUserIds (so the
 * topic's renderer masks it per viewer, as it does rundown rows) and rundownId null.
 */
export function drawerStoryEventData(
  record: StoryRecord,
): StorySummary & { allowedUserIds: number[]; rundownId: null } {
  return {
    ...storySummaryOf(presentStoryRecord(record)),
    allowedUserIds: [...record.story.allowedUserIds],
    rundownId: null,
  };
}

/** What a revision keeps: the editable fields, the sections and the computed durations. */
export function storySnapshot(story: StoryRecord['story']) {
  return {
    ...editableStoryFields(story),
    headMs: story.headMs,
    linkMs: story.linkMs,
    voMs: story.voMs,
    footerMs: story.footerMs,
    totalMs: story.totalMs,
    sections: sectionsOf(story.sections),
  };
}

/** The label of a story in the rundown's logs: never the slug of a private one. */
export function storyLabel(story: Pick<StoryRow, 'slug' | 'isPrivate'>): string {
  return story.isPrivate ? '' : story.slug;
}

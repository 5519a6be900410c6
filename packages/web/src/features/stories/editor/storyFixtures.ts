import type { StoryDocument } from '@newsroom/domain';
import { meFixture } from '../../../test/meFixture';

/** A loaded story for tests (story 1 of program 7, version 3, editable). */
export function storyFixture(change: Partial<StoryDocument> = {}): StoryDocument {
  return {
    id: 1,
    uuid: 'c0ffee00-0000-4000-8000-000000000001',
    page: '1',
    slug: 'ABERTURA',
    date: '2026-11-21',
    typeId: null,
    programId: 7,
    branchId: null,
    editorId: null,
    imageEditorId: null,
    reporterId: null,
    ownerId: 1,
    authorNickname: 'editor',
    changeDate: '2026-11-21T12:00:00.000Z',
    mediaCode: '',
    estimatedMs: 60_000,
    headMs: 0,
    linkMs: 0,
    vtMs: 0,
    voMs: 0,
    footerMs: 0,
    totalMs: 0,
    manualVt: false,
    approved: false,
    isPrivate: false,
    allowedUserIds: [],
    visible: true,
    radio: false,
    legacy: false,
    information: '',
    displayStatus: 'blank',
    location: 'rundown',
    rundownId: 3,
    blockId: 4,
    sections: [],
    excluded: false,
    version: 3,
    abilities: { canEdit: true, canShare: true, canApprove: false },
    ...change,
  };
}

/** The signed-in editor of the story editor tests (Marina Costa, id 1). */
export const EDITOR_ME = meFixture({
  id: 1,
  name: 'Marina Costa',
  nickname: 'editor',
  email: 'e@x',
});

/** The editor's lock on story 1. */
export const EDITOR_LOCK = {
  uuid: 'lock-1',
  entityType: 'story',
  entityId: '1',
  userId: 1,
  nickname: 'editor',
  acquiredAt: '2026-11-21T12:00:00.000Z',
  expiresAt: '2026-11-21T12:05:00.000Z',
};

import type { StoryDocument } from '@newsroom/domain';
import type { DocumentKind } from '../../../shared/documentEditor';
import { fetchStory, loadStoryForEdit, saveStory } from '../api/storiesApi';
import { isSlugValid, toEditable, toUpdateBody, type EditableStory } from './editableStory';

/**
 * The story as the shared document editor edits it. Stories are created in rundowns and the
 * drawer, never in the editor; a save reaches the rundown through its events.
 */
export const storyKind: DocumentKind<StoryDocument, EditableStory, EditableStory> = {
  entityType: 'story',
  namespace: 'storyEditor',
  draftSection: 'story',
  loadForEdit: async (id, takeOver) => {
    const { story, lock } = await loadStoryForEdit(id, takeOver);
    return { document: story, lock };
  },
  fetch: fetchStory,
  // Its rundown is being displayed (422): shown read-only, the refusal told.
  readOnlyOnRefusal: (error) => (error.status === 422 ? 'displayed' : null),
  readOnlyReasonOf: (story) =>
    !story.visible ? 'private' : story.legacy ? 'legacy' : story.abilities.canEdit ? null : 'role',
  toEditable,
  validate: (story, t) =>
    isSlugValid(story.slug)
      ? { ok: true, data: story }
      : { ok: false, errors: { slug: t('validation:required') } },
  update: (id, { version, ...story }) => saveStory(id, toUpdateBody(story, version)),
  onStored: () => undefined,
  messages: {
    newTitle: 'newTitle',
    saved: 'save.saved',
    invalid: 'save.slugRequired',
    conflict: 'save.conflict',
    offline: 'save.keptLocally',
  },
};

import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryDocument } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notify, notifyFailure, notifySuccess } from '../../../shared/notifications';
import { saveStory } from '../api/storiesApi';
import {
  isSameStory,
  isSlugValid,
  toEditable,
  toUpdateBody,
  type EditableStory,
} from './editableStory';
import { nicknameOf, type LoadedStory } from './useStoryLoad';

/** Why the last save was refused, when the form must say more than a notification. */
export type SaveRefusal =
  { kind: 'conflict' } | { kind: 'lockLost'; nickname: string | null } | { kind: 'offline' } | null;

/**
 * The story form's state: the story as saved (`saved`, with the document's version) and as
 * edited (`current`), whether they differ, and the save flow (spec "Nothing lost"):
 * - success: the answer becomes the saved story (the draft then equals it and is cleared);
 * - 409 stale_version: the edit stays, the form offers to load the latest version;
 * - 412 lock_lost: the edit stays, the lock banner says the lock is gone;
 * - no answer (offline): the edit stays, kept on this computer by the draft.
 */
export function useStoryEditor(storyId: number, loaded: LoadedStory) {
  const { t } = useTranslation('storyEditor');
  const [document, setDocument] = useState<StoryDocument>(loaded.story);
  const [saved, setSaved] = useState<EditableStory>(() => toEditable(loaded.story));
  const [current, setCurrent] = useState<EditableStory>(saved);
  const [isSaving, setIsSaving] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>(null);
  const [isSlugMissing, setIsSlugMissing] = useState(false);
  const savingRef = useRef(false);

  const isReadOnly =
    loaded.lock === null ||
    !loaded.story.abilities.canEdit ||
    !loaded.story.visible ||
    loaded.story.legacy;
  const isDirty = useMemo(() => !isSameStory(current, saved), [current, saved]);

  const update = useCallback((change: (story: EditableStory) => EditableStory) => {
    setCurrent((story) => change(story));
  }, []);

  /** A newer document from elsewhere (private, allowed users): its version becomes the base. */
  const adoptDocument = useCallback((next: StoryDocument) => {
    setDocument(next);
    setSaved(toEditable(next));
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    if (savingRef.current) return false;
    const sent = current;
    if (!isSlugValid(sent.slug)) {
      setIsSlugMissing(true);
      notify({ kind: 'warning', title: t('save.slugRequired') });
      return false;
    }
    savingRef.current = true;
    setIsSaving(true);
    try {
      const answer = await saveStory(storyId, toUpdateBody(sent, document.version));
      const fresh = toEditable(answer);
      setDocument(answer);
      setSaved(fresh);
      // Typing during the save goes on being an edit of the new version.
      setCurrent((story) => (isSameStory(story, sent) ? fresh : story));
      setRefusal(null);
      notifySuccess(t('save.saved'));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setRefusal({ kind: 'conflict' });
        notify({
          kind: 'error',
          title: t('notification:conflictTitle'),
          description: t('save.conflict'),
          details: error.describe(),
        });
      } else if (isApiError(error) && error.status === 412) {
        setRefusal({ kind: 'lockLost', nickname: nicknameOf(error) });
        notify({
          kind: 'error',
          title: t('notification:preconditionFailedTitle'),
          description: t('document:lockLost'),
          details: error.describe(),
        });
      } else if (isApiError(error) && error.status === 0) {
        setRefusal({ kind: 'offline' });
        notify({
          kind: 'error',
          title: t('save.notSaved'),
          description: t('save.keptLocally'),
          details: error.describe(),
        });
      } else {
        notifyFailure(error, 'update');
      }
      return false;
    } finally {
      savingRef.current = false;
      setIsSaving(false);
    }
  }, [current, document.version, storyId, t]);

  const setSlug = useCallback(
    (slug: string) => {
      setIsSlugMissing(false);
      update((story) => ({ ...story, slug: slug.toUpperCase() }));
    },
    [update],
  );

  return {
    document,
    saved,
    current,
    setCurrent,
    update,
    setSlug,
    adoptDocument,
    isDirty,
    isReadOnly,
    isSaving,
    isSlugMissing,
    refusal,
    save,
  };
}

/** What {@link useStoryEditor} hands the form. */
export type StoryEditorState = ReturnType<typeof useStoryEditor>;

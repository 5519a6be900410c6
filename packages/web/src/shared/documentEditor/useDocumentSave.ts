import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';
import { deepEqual } from '../drafts';
import { fieldErrorMessage, fieldErrorsOf } from '../forms';
import { holderNicknameOf } from '../locks';
import { notify, notifyFailure, notifySuccess } from '../notifications';
import type { DocumentKind, EditedDocument, FieldErrors } from './documentKind';

/** Why the last save was refused, when the editor says more than a notification: a 409, or no server. */
export type SaveRefusal = 'conflict' | 'offline' | null;

/** Options of {@link useDocumentSave}. */
export interface UseDocumentSaveOptions<D extends EditedDocument, E> {
  /** The document as loaded; null for a new one. */
  loaded: D | null;
  /** The form's values it opened with. */
  initial: E;
  current: E;
  setCurrent: Dispatch<SetStateAction<E>>;
  /** Marks our lock lost when the server refuses the save with 412, naming who took it. */
  onLockLost: (nickname: string | null) => void;
  onSaved?: (document: D, wasNew: boolean) => void;
}

/**
 * The save of a document editor, the same for every kind (spec "Nothing lost"): validates (a
 * failure names the fields), creates or updates with the version it was based on, confirms,
 * and on a refusal keeps the edits (and so their draft): 409 offers the latest version, 412
 * marks the lock lost and says who took it, no answer says the edits are kept here. Typing
 * during a save goes on being an edit of the new version.
 */
export function useDocumentSave<D extends EditedDocument, E, I>(
  kind: DocumentKind<D, E, I>,
  { loaded, initial, current, setCurrent, onLockLost, onSaved }: UseDocumentSaveOptions<D, E>,
) {
  const { t } = useTranslation(kind.namespace);
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<D | null>(loaded);
  const [saved, setSaved] = useState<E>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>(null);
  const savingRef = useRef(false);

  /** A newer version from elsewhere (an approval, sharing) becomes the base of the next save. */
  const adopt = (document: D) => {
    setRecord(document);
    setSaved(kind.toEditable(document));
  };

  const refuse = (error: unknown, wasNew: boolean) => {
    const fieldErrors = fieldErrorsOf(error);
    const { messages } = kind;
    if (fieldErrors.length > 0) {
      setErrors(
        Object.fromEntries(fieldErrors.map((item) => [item.field, fieldErrorMessage(item, t)])),
      );
      notify({ kind: 'warning', title: t('validation:failed') });
    } else if (isApiError(error) && error.status === 412) {
      const nickname = holderNicknameOf(error);
      onLockLost(nickname);
      notify({
        kind: 'error',
        title: nickname ? t('document:lockTakenBy', { nickname }) : t('document:lockLost'),
        details: error.describe(),
      });
    } else if (isApiError(error) && error.status === 409 && messages.conflict) {
      setRefusal('conflict');
      notify({
        kind: 'error',
        title: t('notification:conflictTitle'),
        description: t(messages.conflict),
        details: error.describe(),
      });
    } else if (isApiError(error) && error.status === 0 && messages.offline) {
      setRefusal('offline');
      notify({
        kind: 'error',
        title: t('notification:communicationErrorTitle'),
        description: t(messages.offline),
        details: error.describe(),
      });
    } else {
      notifyFailure(error, wasNew ? 'create' : 'update');
    }
  };

  const save = async (): Promise<boolean> => {
    if (savingRef.current) return false;
    const sent = current;
    const result = kind.validate(sent, t);
    if (!result.ok) {
      setErrors(result.errors);
      notify({ kind: 'warning', title: t(kind.messages.invalid ?? 'validation:failed') });
      return false;
    }
    setErrors({});
    savingRef.current = true;
    setIsSaving(true);
    const wasNew = record === null;
    try {
      const answer = record
        ? await kind.update(record.id, { ...result.data, version: record.version })
        : await createWith(kind, result.data);
      kind.onStored(queryClient, answer);
      const fresh = kind.toEditable(answer);
      setRecord(answer);
      setSaved(fresh);
      setCurrent((now) => (deepEqual(now, sent) ? fresh : now));
      setRefusal(null);
      notifySuccess(t(kind.messages.saved ?? 'document:saved'));
      onSaved?.(answer, wasNew);
      return true;
    } catch (error) {
      refuse(error, wasNew);
      return false;
    } finally {
      savingRef.current = false;
      setIsSaving(false);
    }
  };

  return { record, setRecord, adopt, saved, errors, isSaving, refusal, save };
}

function createWith<D extends EditedDocument, E, I>(kind: DocumentKind<D, E, I>, input: I) {
  if (!kind.create) throw new Error(`${kind.entityType} documents are not created in the editor`);
  return kind.create(input);
}

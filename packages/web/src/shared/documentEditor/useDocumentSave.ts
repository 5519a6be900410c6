import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '../api';
import { fieldErrorMessage, fieldErrorsOf } from '../forms';
import { notify, notifyFailure, notifySuccess } from '../notifications';

/** Messages of a document form's fields, by field path. */
export type FieldErrors = Record<string, string>;

/** A form's values checked before saving: the input to send, or the fields in error. */
export type Validation<I> = { ok: true; data: I } | { ok: false; errors: FieldErrors };

/** How one document kind's editor saves (the kind's own parts of the shared save). */
export interface DocumentSaver<D extends { id: number; version: number }, E, I> {
  /** Checks the form (messages in the kind's namespace). */
  validate(value: E, t: TFunction): Validation<I>;
  create(input: I): Promise<D>;
  update(id: number, input: I & { version: number }): Promise<D>;
  /** The form's values of a saved document. */
  toEditable(document: D): E;
  /** Puts the saved document into the kind's cached lists and views. */
  onStored(queryClient: QueryClient, document: D): void;
}

/** Options of {@link useDocumentSave}. */
export interface UseDocumentSaveOptions<D extends { id: number; version: number }, E, I> {
  saver: DocumentSaver<D, E, I>;
  /** The kind's i18n namespace. */
  namespace: string;
  /** The document as loaded; null for a new one. */
  loaded: D | null;
  /** The form's values it opened with. */
  initial: E;
  current: E;
  setCurrent: (value: E) => void;
  onSaved: (document: D, wasNew: boolean) => void;
}

/**
 * The save of a document editor, the same for every kind: validates (a failure shows
 * `validation:failed` and the fields), creates or updates with the version, confirms with
 * `document:saved`, and keeps the edits (and their draft) on a 409 or a lost lock (412), which
 * also marks the lock lost so the editor stops offering Save.
 */
export function useDocumentSave<D extends { id: number; version: number }, E, I>({
  saver,
  namespace,
  loaded,
  initial,
  current,
  setCurrent,
  onSaved,
}: UseDocumentSaveOptions<D, E, I>) {
  const { t } = useTranslation(namespace);
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<D | null>(loaded);
  const [saved, setSaved] = useState<E>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isLockLost, setIsLockLost] = useState(false);

  const save = async (): Promise<boolean> => {
    const result = saver.validate(current, t);
    if (!result.ok) {
      setErrors(result.errors);
      notify({ kind: 'warning', title: t('validation:failed') });
      return false;
    }
    setErrors({});
    setIsSaving(true);
    const wasNew = record === null;
    try {
      const answer = record
        ? await saver.update(record.id, { ...result.data, version: record.version })
        : await saver.create(result.data);
      saver.onStored(queryClient, answer);
      const editable = saver.toEditable(answer);
      setRecord(answer);
      setSaved(editable);
      setCurrent(editable);
      notifySuccess(t('document:saved'));
      onSaved(answer, wasNew);
      return true;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) {
        setErrors(
          Object.fromEntries(fieldErrors.map((item) => [item.field, fieldErrorMessage(item, t)])),
        );
        notify({ kind: 'warning', title: t('validation:failed') });
      } else {
        if (isApiError(error) && error.status === 412) setIsLockLost(true);
        notifyFailure(error, wasNew ? 'create' : 'update');
      }
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  return { record, setRecord, saved, setSaved, errors, isSaving, isLockLost, save };
}

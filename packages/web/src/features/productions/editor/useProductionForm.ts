import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Production } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { fieldErrorMessage, fieldErrorsOf } from '../../../shared/forms';
import { notify, notifyFailure } from '../../../shared/notifications';
import { createProduction, updateProduction } from '../api/productionsApi';
import { applyChangeToCaches } from '../hooks/useProductionEvents';
import {
  emptyProduction,
  toEditable,
  validateProduction,
  type EditableProduction,
  type FieldErrors,
} from './editableProduction';

/** Options of {@link useProductionForm}. */
export interface UseProductionFormOptions {
  /** The checklist as loaded; null for a new checklist. */
  loaded: Production | null;
  /** The date of a new checklist. */
  initialDate: string;
  onSaved: (production: Production, wasNew: boolean) => void;
}

/**
 * The checklist being edited: its saved record, the edits and their save, which validates (a
 * failure shows `validation:failed`), creates or updates with the version, and keeps the edits
 * (and their draft) on a 409 or a lost lock.
 */
export function useProductionForm({ loaded, initialDate, onSaved }: UseProductionFormOptions) {
  const { t } = useTranslation('production');
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<Production | null>(loaded);
  const [saved, setSaved] = useState<EditableProduction>(() =>
    loaded ? toEditable(loaded) : emptyProduction(initialDate),
  );
  const [current, setCurrent] = useState<EditableProduction>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isLockLost, setIsLockLost] = useState(false);
  const isNew = record === null;

  const save = async (): Promise<boolean> => {
    const result = validateProduction(current, t);
    if (!result.ok) {
      setErrors(result.errors);
      notify({ kind: 'warning', title: t('validation:failed') });
      return false;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const answer = record
        ? await updateProduction(record.id, { ...result.data, version: record.version })
        : await createProduction(result.data);
      applyChangeToCaches(queryClient, { kind: 'upsert', production: answer });
      const editable = toEditable(answer);
      setRecord(answer);
      setSaved(editable);
      setCurrent(editable);
      onSaved(answer, isNew);
      return true;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) {
        setErrors(
          Object.fromEntries(fieldErrors.map((item) => [item.field, fieldErrorMessage(item, t)])),
        );
        notify({ kind: 'warning', title: t('validation:failed') });
      } else {
        // 409 stale and 412 lock lost keep the edits (and their draft) on screen.
        if (isApiError(error) && error.status === 412) setIsLockLost(true);
        notifyFailure(error, isNew ? 'create' : 'update');
      }
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  return { record, isNew, saved, current, setCurrent, errors, isSaving, isLockLost, save };
}

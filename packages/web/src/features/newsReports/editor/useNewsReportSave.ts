import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { fieldErrorMessage, fieldErrorsOf } from '../../../shared/forms';
import { notify, notifyFailure } from '../../../shared/notifications';
import { createNewsReport, newsReportKeys, updateNewsReport } from '../api/newsReportsApi';
import {
  toEditable,
  validateNewsReport,
  type EditableNewsReport,
  type FieldErrors,
} from './editableNewsReport';

/** Options of {@link useNewsReportSave}. */
export interface UseNewsReportSaveOptions {
  loaded: NewsReport | null;
  /** The editable document the editor opened with. */
  initial: EditableNewsReport;
  current: EditableNewsReport;
  setCurrent: (value: EditableNewsReport) => void;
  onSaved: (newsReport: NewsReport, wasNew: boolean) => void;
}

/**
 * The save of the reportage editor: validates (a failure shows `validation:failed`), creates or
 * updates with the version, and keeps the edits (and their draft) on a 409 or a lost lock.
 */
export function useNewsReportSave({
  loaded,
  initial,
  current,
  setCurrent,
  onSaved,
}: UseNewsReportSaveOptions) {
  const { t } = useTranslation('newsReport');
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<NewsReport | null>(loaded);
  const [saved, setSaved] = useState<EditableNewsReport>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isLockLost, setIsLockLost] = useState(false);

  const save = async (): Promise<boolean> => {
    const result = validateNewsReport(current, t);
    if (!result.ok) {
      setErrors(result.errors);
      notify({ kind: 'warning', title: t('validation:failed') });
      return false;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const answer = record
        ? await updateNewsReport(record.id, { ...result.data, version: record.version })
        : await createNewsReport(result.data);
      void queryClient.invalidateQueries({ queryKey: newsReportKeys.all });
      const editable = toEditable(answer);
      setRecord(answer);
      setSaved(editable);
      setCurrent(editable);
      onSaved(answer, record === null);
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
        notifyFailure(error, record ? 'update' : 'create');
      }
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  return { record, setRecord, saved, errors, isSaving, isLockLost, save };
}

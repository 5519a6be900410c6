import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../forms';
import { notifyFailure, useMessage } from '../notifications';
import { isDuplicateName } from './duplicateName';

/** How {@link useAdminSave} reports one admin form's save. */
export interface AdminSaveOptions {
  form: FormInstance;
  /** Creating (not updating): names the failure notified. */
  isNew: boolean;
  onClose: () => void;
  /** The toast after a save and its key (one toast however often saved). */
  saved: { content: string; key: string };
  /** Shown beside `name` when another record has that name (409 duplicate). */
  nameTaken?: string;
  /** Shows a failure this form explains itself; returns whether it did. */
  explain?: (error: unknown) => boolean;
}

/**
 * The mutation callbacks of an admin form: a toast and close on success; a failure shown beside
 * its field (duplicate name, the form's own, then the 400 field errors), otherwise notified.
 */
export function useAdminSave({
  form,
  isNew,
  onClose,
  saved,
  nameTaken,
  explain,
}: AdminSaveOptions) {
  const { t } = useTranslation();
  const message = useMessage();
  return {
    onSuccess: () => {
      void message.success(saved);
      onClose();
    },
    onError: (error: unknown) => {
      if (nameTaken !== undefined && isDuplicateName(error)) {
        form.setFields([{ name: 'name', errors: [nameTaken] }]);
      } else if (!explain?.(error) && !showFieldErrors(form, error, t)) {
        notifyFailure(error, isNew ? 'create' : 'update');
      }
    },
  };
}

import { Form, type FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSave } from './useAdminMutations';
import { useAdminRecordSave } from './useAdminRecordSave';

/** What {@link useAdminRecordForm} needs of one admin create/edit form. */
export interface AdminRecordFormOptions<V, I> {
  /** The record's namespace: its words (`<ns>:new`, `<ns>:saved`…) and test ids (`<ns>-form`). */
  namespace: string;
  /** The record edited; null for a new one. */
  record: { id: number; version: number } | null;
  /** The list's save mutation. */
  save: UseMutationResult<unknown, Error, AdminSave<I>>;
  /** Only administrators who may edit can change fields and save. */
  canEdit: boolean;
  onClose: () => void;
  /** Shows a failure this form explains itself beside its field; returns whether it did. */
  explain?: (error: unknown, form: FormInstance<V>) => boolean;
}

/**
 * The form of an admin record, its save (toast, close, failures beside their fields) and the
 * props of its modal and name field, all named after the record's namespace.
 */
export function useAdminRecordForm<V, I = V>({
  namespace,
  record,
  save,
  canEdit,
  onClose,
  explain,
}: AdminRecordFormOptions<V, I>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const saveRecord = useAdminRecordSave<I>({
    record,
    save,
    form,
    onClose,
    saved: { content: t(`${namespace}:saved`), key: `${namespace}-saved` },
    nameTaken: t(`${namespace}:form.nameTaken`),
    explain: explain && ((error) => explain(error, form)),
  });
  return {
    form,
    saveRecord,
    /** Spread on {@link AdminFormModal}. */
    modalProps: {
      form,
      title: record ? t(`${namespace}:edit`) : t(`${namespace}:new`),
      canEdit,
      saving: save.isPending,
      testId: `${namespace}-form`,
      onClose,
    },
    /** Spread on {@link AdminNameField}. */
    nameFieldProps: { label: t(`${namespace}:form.name`), testId: `${namespace}-form-name` },
  };
}

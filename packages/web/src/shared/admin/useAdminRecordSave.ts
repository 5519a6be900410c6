import type { UseMutationResult } from '@tanstack/react-query';
import type { AdminSave } from './useAdminMutations';
import { useAdminSave, type AdminSaveOptions } from './useAdminSave';

/** How {@link useAdminRecordSave} saves one admin form's record. */
export interface AdminRecordSaveOptions<I> extends Omit<AdminSaveOptions, 'isNew'> {
  /** The record edited; null for a new one. */
  record: { id: number; version: number } | null;
  /** The list's save mutation. */
  save: UseMutationResult<unknown, Error, AdminSave<I>>;
}

/**
 * Saves an admin form's input as a new record or as an update of the version loaded, reported
 * as {@link useAdminSave} does.
 */
export function useAdminRecordSave<I>({ record, save, ...options }: AdminRecordSaveOptions<I>) {
  const callbacks = useAdminSave({ ...options, isNew: !record });
  return (input: I) =>
    save.mutate({ id: record?.id ?? null, version: record?.version ?? null, input }, callbacks);
}

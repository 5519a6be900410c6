import type { TFunction } from 'i18next';

/** What an admin record list says: its card, its actions and the deletion's question and toast. */
export interface AdminRecordWords {
  title: string;
  /** The "new" button. */
  create: string;
  filterPlaceholder: string;
  /** The actions column's title. */
  actions: string;
  edit: string;
  view: string;
  delete: string;
  /** The deletion's question about one record. */
  deleteConfirm: (name: string) => string;
  /** The toast after a deletion. */
  deleted: string;
}

/** The words of an admin list from its namespace's usual keys (`title`, `new`, `columns.actions`…). */
export function adminRecordWords(t: TFunction, namespace: string): AdminRecordWords {
  return {
    title: t(`${namespace}:title`),
    create: t(`${namespace}:new`),
    filterPlaceholder: t(`${namespace}:filterPlaceholder`),
    actions: t(`${namespace}:columns.actions`),
    edit: t(`${namespace}:edit`),
    view: t(`${namespace}:view`),
    delete: t(`${namespace}:delete`),
    deleteConfirm: (name) => t(`${namespace}:deleteConfirm`, { name }),
    deleted: t(`${namespace}:deleted`),
  };
}

import type { TFunction } from 'i18next';
import type { AdminRecordWords } from '../../../shared/admin';

/** The lists the rounds keep. */
export type RoundList = 'segments' | 'institutions' | 'rounds';

/** The words of one list, under `rounds:<list>.*`. */
export function roundListWords(t: TFunction, list: RoundList): AdminRecordWords {
  const key = (name: string) => `rounds:${list}.${name}`;
  return {
    title: t(key('title')),
    create: t(key('new')),
    filterPlaceholder: t(key('filterPlaceholder')),
    actions: t(key('columns.actions')),
    edit: t(key('edit')),
    view: t(key('view')),
    delete: t(key('delete')),
    deleteConfirm: (name) => t(key('deleteConfirm'), { name }),
    deleted: t(key('deleted')),
  };
}

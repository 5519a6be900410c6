import type { TFunction } from 'i18next';
import type { AdminRecordWords } from '../../../../shared/admin';

/** The words of the sources or categories list, under `agencyAdmin:<list>.*`. */
export function agencyListWords(t: TFunction, list: 'sources' | 'categories'): AdminRecordWords {
  const key = (name: string) => `agencyAdmin:${list}.${name}`;
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

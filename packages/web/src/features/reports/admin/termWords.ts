import type { TFunction } from 'i18next';
import type { AdminRecordWords } from '../../../shared/admin';
import type { ReportTermList } from '../api/reportTermsApi';

/** The words' prefix of each list in the `reports` namespace. */
export const TERM_WORDS = {
  report_categories: 'reports:admin.categories',
  report_events: 'reports:admin.events',
} as const satisfies Record<ReportTermList, string>;

/** What a list's admin screen says (`reports:admin.categories.*`, `reports:admin.events.*`). */
export function termListWords(t: TFunction, list: ReportTermList): AdminRecordWords {
  const words = TERM_WORDS[list];
  return {
    title: t(`${words}.title`),
    create: t(`${words}.new`),
    filterPlaceholder: t(`${words}.filterPlaceholder`),
    actions: t('reports:admin.actions'),
    edit: t(`${words}.edit`),
    view: t(`${words}.view`),
    delete: t('reports:admin.delete'),
    deleteConfirm: (name) => t(`${words}.deleteConfirm`, { name }),
    deleted: t(`${words}.deleted`),
  };
}

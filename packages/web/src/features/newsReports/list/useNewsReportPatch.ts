import type { NewsReport, Paged } from '@newsroom/domain';
import {
  useOptimisticPatch,
  type OptimisticPatch,
} from '../../../shared/documents/useOptimisticPatch';
import { newsReportListKeys } from './listApi';
import { patchNewsReport, type NewsReportPatchField } from '../api/newsReportsApi';
import { replaceInPage } from './listRules';
import { applyChangeToCaches } from './useNewsReportListEvents';

const newsReportPatch: OptimisticPatch<NewsReport, NewsReportPatchField> = {
  apply: (newsReport, field, value) => ({ ...newsReport, [field]: value }),
  show: (queryClient, shown) =>
    queryClient.setQueriesData<Paged<NewsReport>>({ queryKey: newsReportListKeys.pages }, (page) =>
      page ? replaceInPage(page, shown) : page,
    ),
  send: patchNewsReport,
  store: (queryClient, newsReport) =>
    applyChangeToCaches(queryClient, { kind: 'update', newsReport }),
};

/**
 * A single-field change from the list (spec 2 §4 "A patch applies the new value at once and
 * restores the old value on failure"): shown at once in every cached page, then replaced by the
 * server's answer (which may take it out of a page's range) or rolled back with the reason.
 */
export function useNewsReportPatch() {
  return useOptimisticPatch(newsReportPatch);
}

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsReport, Paged } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { newsReportListKeys, patchNewsReport, type NewsReportPatchField } from './listApi';
import { replaceInPage } from './listRules';
import { applyChangeToCaches } from './useNewsReportListEvents';

/**
 * A single-field change from the list (spec 2 §4 "A patch applies the new value at once and
 * restores the old value on failure"): shown at once in every cached page, then replaced by the
 * server's answer (which may take it out of a page's range) or rolled back with the reason.
 */
export function useNewsReportPatch() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      newsReport: NewsReport,
      field: NewsReportPatchField,
      value: unknown,
    ): Promise<boolean> => {
      const replaceEverywhere = (item: NewsReport) =>
        queryClient.setQueriesData<Paged<NewsReport>>(
          { queryKey: newsReportListKeys.pages },
          (page) => (page ? replaceInPage(page, item) : page),
        );
      replaceEverywhere({ ...newsReport, [field]: value });
      try {
        const answer = await patchNewsReport(newsReport.id, field, value);
        applyChangeToCaches(queryClient, { kind: 'update', newsReport: answer });
        return true;
      } catch (error) {
        replaceEverywhere(newsReport);
        notifyFailure(error, 'update');
        return false;
      }
    },
    [queryClient],
  );
}

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Production } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { patchProduction, productionKeys, type ProductionPatchField } from '../api/productionsApi';
import { replaceInList, taskIdOfField, withTaskDone } from '../api/productionLists';
import { applyChangeToCaches } from './useProductionEvents';

/** The production as it looks with `value` in `field` (a task tick or a plain field). */
export function withPatch(
  production: Production,
  field: ProductionPatchField,
  value: unknown,
): Production {
  const taskId = taskIdOfField(field);
  if (taskId !== null) return withTaskDone(production, taskId, value === true);
  return { ...production, [field]: value } as Production;
}

/**
 * A single-field change (status, a field, a task's done tick; spec 2 §4 "a patch is applied at
 * once and rolled back on failure"): shown at once in every cached list and in the open
 * production, then replaced by the server's answer (which may move it out of a list) or put back
 * as it was, with the failure notified (`update` failed, or the server's reason).
 */
export function useProductionPatch() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      production: Production,
      field: ProductionPatchField,
      value: unknown,
    ): Promise<boolean> => {
      const optimistic = withPatch(production, field, value);
      const put = (item: Production) => {
        for (const [key, list] of queryClient.getQueriesData<Production[]>({
          queryKey: productionKeys.days,
        })) {
          if (list?.some((entry) => entry.id === item.id))
            queryClient.setQueryData(key, replaceInList(list, item));
        }
        const documentKey = productionKeys.document(item.id);
        if (queryClient.getQueryData(documentKey)) queryClient.setQueryData(documentKey, item);
      };
      put(optimistic);
      try {
        const answer = await patchProduction(production.id, field, value);
        applyChangeToCaches(queryClient, { kind: 'upsert', production: answer });
        return true;
      } catch (error) {
        put(production);
        notifyFailure(error, 'update');
        return false;
      }
    },
    [queryClient],
  );
}

import type { Production } from '@newsroom/domain';
import {
  useOptimisticPatch,
  type OptimisticPatch,
} from '../../../shared/documents/useOptimisticPatch';
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

const productionPatch: OptimisticPatch<Production, ProductionPatchField> = {
  apply: withPatch,
  // Into every cached day list that holds it, and into the open production.
  show: (queryClient, shown) => {
    for (const [key, list] of queryClient.getQueriesData<Production[]>({
      queryKey: productionKeys.days,
    })) {
      if (list?.some((entry) => entry.id === shown.id))
        queryClient.setQueryData(key, replaceInList(list, shown));
    }
    const documentKey = productionKeys.document(shown.id);
    if (queryClient.getQueryData(documentKey)) queryClient.setQueryData(documentKey, shown);
  },
  send: patchProduction,
  store: (queryClient, production) =>
    applyChangeToCaches(queryClient, { kind: 'upsert', production }),
};

/**
 * A single-field change (status, a field, a task's done tick; spec 2 §4 "a patch is applied at
 * once and rolled back on failure"): shown at once in every cached list and in the open
 * production, then replaced by the server's answer (which may move it out of a list) or put back
 * as it was, with the failure notified (`update` failed, or the server's reason).
 */
export function useProductionPatch() {
  return useOptimisticPatch(productionPatch);
}

import type { ReportTerm, ReportTermInput } from '@newsroom/domain';
import { useAdminMutations } from '../../../shared/admin';
import { termAdminApi, termsKey, type ReportTermList } from '../api/reportTermsApi';

/** Create, rename and delete of one list; a change also reloads the whole list the editor reads. */
export function useTermMutations(list: ReportTermList) {
  const api = termAdminApi(list);
  return useAdminMutations<ReportTerm, ReportTermInput>({
    pagesKey: api.pagesKey,
    create: api.create,
    update: api.update,
    remove: api.remove,
    invalidates: termsKey(list),
  });
}

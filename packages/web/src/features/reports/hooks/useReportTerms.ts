import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReportTerm } from '@newsroom/domain';
import { fetchTerms, termsKey, type ReportTermList } from '../api/reportTermsApi';

/** One list of report terms, loaded whole, with its names by id. */
export interface TermList {
  terms: ReportTerm[];
  isLoading: boolean;
  /** The name of an id; `#id` for one the list no longer holds. */
  nameOf: (id: number) => string;
}

function useTermList(list: ReportTermList): TermList {
  const query = useQuery({
    queryKey: termsKey(list),
    queryFn: () => fetchTerms(list),
    meta: { failureKind: 'load' },
  });
  const { data, isLoading } = query;
  return useMemo(() => {
    const terms = data ?? [];
    const names = new Map(terms.map((term) => [term.id, term.name]));
    return { terms, isLoading, nameOf: (id: number) => names.get(id) ?? `#${id}` };
  }, [data, isLoading]);
}

/** The report categories and events, for the editor's choices, the filters and the names shown. */
export function useReportTerms(): { categories: TermList; events: TermList } {
  return { categories: useTermList('report_categories'), events: useTermList('report_events') };
}

import { useQuery } from '@tanstack/react-query';
import { useAdminListPaging, useAdminListState } from '../../../shared/admin';
import { pageOfRecords } from '../../agency/admin/api/recordList';
import type { RecordKindApi } from '../api/roundRecordsApi';

/** Every record of one kind (a newsroom keeps tens of them), as the selects and lists read it. */
export function useRecords<T, I>(api: RecordKindApi<T, I>, enabled = true) {
  return useQuery({ queryKey: api.key, queryFn: api.list, enabled, meta: { failureKind: 'load' } });
}

/** How one list shows its records. */
export interface RecordListOptions<T, R> {
  /** A record as its row shows it. */
  row: (record: T) => R;
  /** The texts of a row the filter box looks in. */
  texts: (row: R) => readonly string[];
  /** The list's own order; none keeps the server's, a created record first. */
  order?: (a: R, b: R) => number;
}

/**
 * One list of the rounds loaded whole, filtered by the filter box (accents and case ignored) and
 * paged with the admin list rules (spec 3 §4).
 */
export function useRecordList<T, I, R extends { id: number }>(
  api: RecordKindApi<T, I>,
  { row, texts, order }: RecordListOptions<T, R>,
) {
  const paging = useAdminListPaging();
  const { filter, page } = paging;
  const list = useQuery({
    queryKey: api.key,
    queryFn: api.list,
    select: (all: T[]) => {
      const rows = all.map(row);
      return pageOfRecords(order ? rows.sort(order) : rows, {
        filter,
        page,
        keep: () => true,
        texts,
      });
    },
    meta: { failureKind: 'load' },
  });
  return useAdminListState(list, paging);
}

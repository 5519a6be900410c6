import { useState } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { AgencyNetwork } from '@newsroom/domain';
import {
  useAdminListPaging,
  useAdminListState,
  type AdminListState,
} from '../../../../shared/admin';
import { pageOfRecords } from '../api/recordList';

/** What {@link useNetworkList} loads and how its filter box matches. */
export interface NetworkListOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T[]>;
  /** The texts the filter box looks in. */
  texts: (record: T) => readonly string[];
  /** The network shown first; null for every network. */
  initialNetwork: AgencyNetwork | null;
}

/** An admin list of one kind of agency record, shown by network. */
export interface NetworkList<T extends { id: number }> {
  state: AdminListState<T>;
  /** The network shown; null for every network. */
  network: AgencyNetwork | null;
  /** Shows another network from the first page. */
  setNetwork: (network: AgencyNetwork | null) => void;
}

/**
 * Sources or categories loaded once (a newsroom has tens of them), filtered by network and by
 * the filter box, and paged with the admin list rules (spec 3 §4).
 */
export function useNetworkList<T extends { id: number; network: AgencyNetwork }>({
  queryKey,
  queryFn,
  texts,
  initialNetwork,
}: NetworkListOptions<T>): NetworkList<T> {
  const [network, setNetwork] = useState(initialNetwork);
  const paging = useAdminListPaging();
  const { filter, page } = paging;
  const list = useQuery({
    queryKey,
    queryFn,
    select: (all: T[]) =>
      pageOfRecords(all, {
        filter,
        page,
        keep: (record) => network === null || record.network === network,
        texts,
      }),
    meta: { failureKind: 'load' },
  });
  return {
    state: useAdminListState(list, paging),
    network,
    setNetwork: (next) => {
      setNetwork(next);
      paging.setPage(0);
    },
  };
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeviceSummary } from '@newsroom/domain';
import { adminListPagination, type AdminListState } from '../../../shared/admin';
import { DEVICES_KEY, fetchDevices } from '../api/devicesApi';
import { pageOfDevices } from '../api/deviceList';

/**
 * The admin device list: every device loaded once (GET /api/devices), filtered and paged in the
 * browser with the admin list rules (spec 3 §4). A removal that empties the last page goes back
 * one page.
 */
export function useDeviceList(): AdminListState<DeviceSummary> {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: DEVICES_KEY,
    queryFn: fetchDevices,
    select: (all: DeviceSummary[]) => pageOfDevices(all, filter, page),
    meta: { failureKind: 'load' },
  });
  const isEmptyPage = list.data !== undefined && list.data.data.length === 0;
  useEffect(() => {
    if (isEmptyPage && page > 0) setPage(page - 1);
  }, [isEmptyPage, page]);
  return {
    list,
    pagination: adminListPagination(t, page, list.data?.total ?? 0),
    handleSearch: (value) => {
      setFilter(value.trim());
      setPage(0);
    },
    handlePageChange: (next) => setPage((next.current ?? 1) - 1),
  };
}

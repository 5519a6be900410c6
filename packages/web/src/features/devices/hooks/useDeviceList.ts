import { useQuery } from '@tanstack/react-query';
import type { DeviceSummary } from '@newsroom/domain';
import { useAdminListPaging, useAdminListState, type AdminListState } from '../../../shared/admin';
import { DEVICES_KEY, fetchDevices } from '../api/devicesApi';
import { pageOfDevices } from '../api/deviceList';

/**
 * The admin device list: every device loaded once (GET /api/devices), filtered and paged in the
 * browser with the admin list rules (spec 3 §4). A removal that empties the last page goes back
 * one page.
 */
export function useDeviceList(): AdminListState<DeviceSummary> {
  const paging = useAdminListPaging();
  const { filter, page } = paging;
  const list = useQuery({
    queryKey: DEVICES_KEY,
    queryFn: fetchDevices,
    select: (all: DeviceSummary[]) => pageOfDevices(all, filter, page),
    meta: { failureKind: 'load' },
  });
  return useAdminListState(list, paging);
}

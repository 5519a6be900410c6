import { DEFAULT_PAGE_SIZE, foldForMatch, type DeviceSummary, type Paged } from '@newsroom/domain';

/**
 * The admin device list is one small array (a newsroom has a handful of devices), filtered and
 * paged here; these keep it in step with saves and pushes (spec 3 §4: a created device goes
 * first, an update replaces it in place, a removal drops it).
 */

/** One page of the devices whose name, type, protocol or vendor contains the filter. */
export function pageOfDevices(
  all: readonly DeviceSummary[],
  filter: string,
  page: number,
): Paged<DeviceSummary> {
  const needle = foldForMatch(filter.trim());
  const matching = needle
    ? all.filter((device) =>
        [device.name, device.type, device.protocol, device.vendor].some((text) =>
          foldForMatch(text).includes(needle),
        ),
      )
    : [...all];
  const start = page * DEFAULT_PAGE_SIZE;
  return {
    data: matching.slice(start, start + DEFAULT_PAGE_SIZE),
    page,
    size: DEFAULT_PAGE_SIZE,
    total: matching.length,
  };
}

/** The list with a created device first (once). */
export function withCreatedDevice(
  all: readonly DeviceSummary[] | undefined,
  device: DeviceSummary,
): DeviceSummary[] | undefined {
  if (!all) return all;
  return [device, ...all.filter((each) => each.id !== device.id)];
}

/** The list with a changed device in place (added first when it was not there). */
export function withUpdatedDevice(
  all: readonly DeviceSummary[] | undefined,
  device: DeviceSummary,
): DeviceSummary[] | undefined {
  if (!all) return all;
  return all.some((each) => each.id === device.id)
    ? all.map((each) => (each.id === device.id ? device : each))
    : [device, ...all];
}

/** The list without a removed device. */
export function withoutDevice(
  all: readonly DeviceSummary[] | undefined,
  id: number,
): DeviceSummary[] | undefined {
  if (!all) return all;
  return all.filter((each) => each.id !== id);
}

/** The summary of a device in full. */
export function summaryOf(device: DeviceSummary): DeviceSummary {
  const { id, name, type, vendor, protocol, plugin, enabled } = device;
  return { id, name, type, vendor, protocol, plugin, enabled };
}

import type {
  Device,
  DeviceCharset,
  DevicePlugin,
  DeviceProtocol,
  DeviceSummary,
  DeviceTemplate,
  DeviceType,
  DeviceVendor,
  MosRevision,
} from '@newsroom/domain';
import type { devices, deviceTemplates } from '../../platform/db/schema';

type DeviceRow = typeof devices.$inferSelect;
type DeviceTemplateRow = typeof deviceTemplates.$inferSelect;

// The enum columns are plain varchar written only from validated input (deviceInputSchema).

/** A stored CG template. */
export function presentTemplate(row: DeviceTemplateRow): DeviceTemplate {
  return {
    id: row.id,
    deviceId: row.deviceId,
    number: row.number,
    name: row.name,
    fields: row.fields.map(({ number, name, size }) => ({ number, name, size })),
  };
}

/** A device in list and picker form (also the data of `device` events). */
export function presentDeviceSummary(row: DeviceRow): DeviceSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type as DeviceType,
    vendor: row.vendor as DeviceVendor,
    protocol: row.protocol as DeviceProtocol,
    plugin: row.plugin as DevicePlugin,
    enabled: row.enabled,
  };
}

/** A device in full, with its templates. */
export function presentDevice(row: DeviceRow, templates: readonly DeviceTemplateRow[]): Device {
  return {
    ...presentDeviceSummary(row),
    pluginUrl: row.pluginUrl,
    channels: [...row.channels],
    defaultChannel: row.defaultChannel,
    paths: row.paths.map(({ name, path }) => ({ name, path })),
    charset: row.charset as DeviceCharset,
    revision: row.revision as MosRevision,
    mosId: row.mosId,
    host: row.host,
    secondaryHost: row.secondaryHost,
    port: row.port,
    lowerPort: row.lowerPort,
    upperPort: row.upperPort,
    queryPort: row.queryPort,
    heartbeatSeconds: row.heartbeatSeconds,
    webServiceUrl: row.webServiceUrl,
    templates: templates.map(presentTemplate),
    version: row.version,
  };
}

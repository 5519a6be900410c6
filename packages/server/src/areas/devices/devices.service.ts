import {
  DEVICE_RULES,
  DomainError,
  ruleViolation,
  type Device,
  type DeviceInput,
  type DevicePluginEntry,
  type DeviceSummary,
  type DeviceType,
  type DeviceUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { recordWrites } from '../../platform/records/recordWrites';
import { emit } from '../../platform/realtime/outbox';
import { uniqueViolationOf } from '../companyData/uniqueViolation';
import { presentDeviceSummary } from './devices.presenter';
import { devicesRepository, type DeviceValues } from './devices.repository';
import { notFound } from '../../platform/http/refusals';

/** Entity type of devices in audit entries, events and usage counters. */
export const DEVICE_ENTITY = 'device';

/** The device kinds each picker offers (enabled devices only). */
export const DEVICE_PICKERS = {
  cgs: ['CG'],
  mams: ['MAM'],
  playouts: ['PLAYOUT', 'TP'],
} as const satisfies Record<string, readonly DeviceType[]>;
export type DevicePicker = keyof typeof DEVICE_PICKERS;

/** A device ready to store: trimmed, the default channel null when empty, channels distinct. */
function normalize(input: DeviceInput): { values: DeviceValues; input: DeviceInput } {
  const channels = [...new Set(input.channels.map((channel) => channel.trim()))];
  const defaultChannel = input.defaultChannel?.trim() || null;
  const values: DeviceValues = {
    name: input.name.trim(),
    type: input.type,
    vendor: input.vendor,
    protocol: input.protocol,
    plugin: input.plugin,
    pluginUrl: input.pluginUrl.trim(),
    channels,
    defaultChannel,
    paths: input.paths.map(({ name, path }) => ({ name: name.trim(), path: path.trim() })),
    charset: input.charset,
    revision: input.revision,
    mosId: input.mosId.trim(),
    host: input.host.trim(),
    secondaryHost: input.secondaryHost.trim(),
    port: input.port,
    lowerPort: input.lowerPort,
    upperPort: input.upperPort,
    queryPort: input.queryPort,
    heartbeatSeconds: input.heartbeatSeconds,
    webServiceUrl: input.webServiceUrl.trim(),
    enabled: input.enabled,
  };
  return { values, input: { ...input, channels, defaultChannel } };
}

/** The first number used twice, or null. */
function repeatedNumber(numbers: readonly number[]): number | null {
  const seen = new Set<number>();
  for (const number of numbers) {
    if (seen.has(number)) return number;
    seen.add(number);
  }
  return null;
}

/** 422 for the device rules (default channel, connection data, template and field numbers). */
function checkRules(values: DeviceValues, input: DeviceInput): void {
  if (values.defaultChannel && !values.channels?.includes(values.defaultChannel))
    throw ruleViolation(DEVICE_RULES.defaultChannelUnknown, { field: 'defaultChannel' });
  if (values.protocol === 'MOS') {
    if (!values.mosId) throw ruleViolation(DEVICE_RULES.connectionIncomplete, { field: 'mosId' });
    if (!values.host) throw ruleViolation(DEVICE_RULES.connectionIncomplete, { field: 'host' });
  }
  if (values.plugin === 'HTML' && !values.pluginUrl)
    throw ruleViolation(DEVICE_RULES.connectionIncomplete, { field: 'pluginUrl' });
  if (values.protocol === 'II') {
    if (!values.host) throw ruleViolation(DEVICE_RULES.connectionIncomplete, { field: 'host' });
    if (values.port === null || values.port === undefined)
      throw ruleViolation(DEVICE_RULES.connectionIncomplete, { field: 'port' });
  }
  const template = repeatedNumber(input.templates.map((t) => t.number));
  if (template !== null)
    throw ruleViolation(DEVICE_RULES.duplicateNumber, { field: 'templates', number: template });
  for (const [index, each] of input.templates.entries()) {
    const field = repeatedNumber(each.fields.map((f) => f.number));
    if (field !== null)
      throw ruleViolation(DEVICE_RULES.duplicateNumber, {
        field: `templates.${index}.fields`,
        template: each.number,
        number: field,
      });
  }
}

const nameTaken = () => new DomainError('duplicate', 'error:duplicate', { field: 'name' });

/** Runs a write, turning the name index race the check could not see into a 409. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error)) throw nameTaken();
    throw error;
  }
}

function presentSummaryOf(device: Device): DeviceSummary {
  const { id, name, type, vendor, protocol, plugin, enabled } = device;
  return { id, name, type, vendor, protocol, plugin, enabled };
}

/** Devices as the record kit writes them; events carry the summary, audit entries templates by number. */
const deviceRecords = recordWrites<Device>({
  entity: DEVICE_ENTITY,
  load: async (db, id) => (await devicesRepository.find(db, id)) ?? undefined,
  auditView({ id: _id, version: _version, templates, ...rest }) {
    return {
      ...rest,
      templates: templates.map(({ number, name, fields }) => ({ number, name, fields })),
    };
  },
  inUse: (count) => ruleViolation(DEVICE_RULES.linkedToProgram, { count }),
  async publish({ tx, actor }, { action, view }) {
    await emit(tx, actor.sessionId, {
      topic: 'devices',
      action,
      entity: DEVICE_ENTITY,
      id: view.id,
      data: presentSummaryOf(view),
      version: action === 'DELETE' ? null : view.version,
    });
  },
});

/** Every device by name (administration). */
export async function listDevices(platform: Platform): Promise<DeviceSummary[]> {
  return (await devicesRepository.list(platform.database.db)).map(presentDeviceSummary);
}

/** Enabled devices of a picker's kinds, by name. */
export async function pickDevices(
  platform: Platform,
  picker: DevicePicker,
): Promise<DeviceSummary[]> {
  return (
    await devicesRepository.listEnabled(platform.database.db, { type: DEVICE_PICKERS[picker] })
  ).map(presentDeviceSummary);
}

/** Enabled devices with an HTML plug-in, by name (any session: the story editor opens them). */
export async function listHtmlPlugins(platform: Platform): Promise<DevicePluginEntry[]> {
  return (await devicesRepository.listEnabled(platform.database.db))
    .filter((row) => row.plugin === 'HTML' && row.pluginUrl !== '')
    .map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type as DeviceType,
      pluginUrl: row.pluginUrl,
      mosId: row.mosId,
    }));
}

/** A device in full; 404 when absent. */
export async function loadDevice(platform: Platform, id: number): Promise<Device> {
  const device = await devicesRepository.find(platform.database.db, id);
  if (!device) throw notFound();
  return device;
}

/** Creates a device with its templates. */
export async function createDevice(
  platform: Platform,
  actor: Actor,
  raw: DeviceInput,
): Promise<Device> {
  const { values, input } = normalize(raw);
  checkRules(values, input);
  return guardName(() =>
    deviceRecords.create(platform, actor, async (tx) => {
      if (await devicesRepository.nameTaken(tx, values.name, null)) throw nameTaken();
      const row = await devicesRepository.insert(tx, values);
      await devicesRepository.replaceTemplates(tx, row.id, input.templates);
      return { id: row.id };
    }),
  );
}

/** Replaces a device and its templates when the version matches. */
export async function updateDevice(
  platform: Platform,
  actor: Actor,
  id: number,
  raw: DeviceUpdate,
): Promise<Device> {
  const { values, input } = normalize(raw);
  checkRules(values, input);
  return guardName(() =>
    deviceRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
      if (await devicesRepository.nameTaken(tx, values.name, id)) throw nameTaken();
      await atVersion(await devicesRepository.updateAtVersion(tx, id, raw.version, values));
      await devicesRepository.replaceTemplates(tx, id, input.templates);
    }),
  );
}

/** Deletes a device no program uses (422 device:linkedToProgram otherwise). */
export async function deleteDevice(platform: Platform, actor: Actor, id: number): Promise<void> {
  await deviceRecords.remove(platform, actor, id, (tx) => devicesRepository.delete(tx, id));
}

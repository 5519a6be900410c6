import {
  MOS_DEFAULT_PORTS,
  pluginUrlProblem,
  type Device,
  type DeviceInput,
  type DeviceProtocol,
  type DeviceTemplateInput,
} from '@newsroom/domain';
import { isApiError } from '../../../shared/api';

/** What the device form edits: a device's input, numbers possibly cleared by the user. */
export type DeviceFormValues = Omit<
  DeviceInput,
  'port' | 'lowerPort' | 'upperPort' | 'queryPort' | 'heartbeatSeconds' | 'templates'
> & {
  port: number | null;
  lowerPort: number | null;
  upperPort: number | null;
  queryPort: number | null;
  heartbeatSeconds: number | null;
  templates: {
    number: number | null;
    name: string;
    fields: { number: number | null; name: string; size: number | null }[];
  }[];
};

/** The connection fields each protocol shows (the rest are kept but hidden). */
export const PROTOCOL_FIELDS: Record<DeviceProtocol, readonly (keyof DeviceFormValues)[]> = {
  MOS: [
    'mosId',
    'host',
    'secondaryHost',
    'lowerPort',
    'upperPort',
    'queryPort',
    'heartbeatSeconds',
    'revision',
    'charset',
  ],
  II: ['host', 'port', 'charset'],
  WS: ['webServiceUrl'],
};

/** The form's starting values: a loaded device, or an enabled CG over II. */
export function deviceFormValues(device: Device | null): DeviceFormValues {
  return {
    name: device?.name ?? '',
    type: device?.type ?? 'CG',
    vendor: device?.vendor ?? 'OTHER',
    protocol: device?.protocol ?? 'II',
    plugin: device?.plugin ?? 'NONE',
    pluginUrl: device?.pluginUrl ?? '',
    channels: device ? [...device.channels] : [],
    defaultChannel: device?.defaultChannel ?? null,
    paths: device ? device.paths.map((path) => ({ ...path })) : [],
    charset: device?.charset ?? 'UTF-8',
    revision: device?.revision ?? '2.8.5',
    mosId: device?.mosId ?? '',
    host: device?.host ?? '',
    secondaryHost: device?.secondaryHost ?? '',
    port: device?.port ?? null,
    lowerPort: device?.lowerPort ?? MOS_DEFAULT_PORTS.lower,
    upperPort: device?.upperPort ?? MOS_DEFAULT_PORTS.upper,
    queryPort: device?.queryPort ?? MOS_DEFAULT_PORTS.query,
    heartbeatSeconds: device?.heartbeatSeconds ?? 30,
    webServiceUrl: device?.webServiceUrl ?? '',
    enabled: device?.enabled ?? true,
    templates: device
      ? device.templates.map(({ number, name, fields }) => ({
          number,
          name,
          fields: fields.map((field) => ({ ...field })),
        }))
      : [],
  };
}

/**
 * The body to send: trimmed texts, channels distinct, a default channel that is no longer a
 * channel dropped, cleared ports back to the MOS defaults, unsized fields unlimited (0).
 */
export function deviceInputOf(values: DeviceFormValues): DeviceInput {
  const channels = [...new Set(values.channels.map((channel) => channel.trim()).filter(Boolean))];
  const defaultChannel = values.defaultChannel?.trim() ?? '';
  const templates: DeviceTemplateInput[] = values.templates.map((template) => ({
    number: template.number ?? 0,
    name: template.name.trim(),
    fields: (template.fields ?? []).map((field) => ({
      number: field.number ?? 0,
      name: field.name.trim(),
      size: field.size ?? 0,
    })),
  }));
  return {
    name: values.name.trim(),
    type: values.type,
    vendor: values.vendor,
    protocol: values.protocol,
    plugin: values.plugin,
    pluginUrl: values.plugin === 'HTML' ? values.pluginUrl.trim() : '',
    channels,
    defaultChannel: channels.includes(defaultChannel) ? defaultChannel : null,
    paths: (values.paths ?? []).map(({ name, path }) => ({ name: name.trim(), path: path.trim() })),
    charset: values.charset,
    revision: values.revision,
    mosId: values.mosId.trim(),
    host: values.host.trim(),
    secondaryHost: values.secondaryHost.trim(),
    port: values.port ?? null,
    lowerPort: values.lowerPort ?? MOS_DEFAULT_PORTS.lower,
    upperPort: values.upperPort ?? MOS_DEFAULT_PORTS.upper,
    queryPort: values.queryPort ?? MOS_DEFAULT_PORTS.query,
    heartbeatSeconds: values.heartbeatSeconds ?? 30,
    webServiceUrl: values.webServiceUrl.trim(),
    enabled: values.enabled,
    templates,
  };
}

/** The next free number after the highest used (`step` apart), for a new template or field. */
export function nextNumber(numbers: readonly (number | null | undefined)[], step: number): number {
  const used = numbers.filter((n): n is number => typeof n === 'number');
  return used.length === 0 ? (step > 1 ? step : 1) : Math.max(...used) + step;
}

/** Whether `number` is used more than once in `numbers`. */
export function isRepeated(
  numbers: readonly (number | null | undefined)[],
  number: number,
): boolean {
  return numbers.filter((n) => n === number).length > 1;
}

/**
 * The form field a 422 device rule names (`details.field`: defaultChannel, host, port, mosId,
 * templates...), with its message key; null for any other failure.
 */
export function ruleFieldOf(error: unknown): { field: string; key: string } | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const details = error.details as { field?: unknown } | null | undefined;
  return typeof details?.field === 'string' && error.message.startsWith('device:')
    ? { field: details.field, key: error.message }
    : null;
}

/** Form rule of a plug-in URL: http(s), or a path on this server (`/plugins/…`); never javascript:. */
export function pluginUrlRule(message: string) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const problem = pluginUrlProblem(value ?? '');
      if (problem !== null && problem !== 'empty') throw new Error(message);
    },
  };
}

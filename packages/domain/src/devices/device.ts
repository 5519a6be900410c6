import { z } from 'zod';
import { PLUGIN_URL_MAX, pluginUrlProblem } from '../mos/pluginOrigin';

/**
 * Devices (spec 3 §3 "Device: type, vendor, protocol, plugin, channels and default channel,
 * paths, charsets, revision, templates"): the playout servers, teleprompters, character
 * generators, media asset managers and closed-caption encoders the newsroom talks to, over MOS,
 * the intelligent-interface (II) protocol or a web service (WS).
 */

/** Device kinds (spec 1 §3): closed caption, character generator, asset manager, playout, teleprompter. */
export const DEVICE_TYPES = ['CC', 'CG', 'MAM', 'PLAYOUT', 'TP'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Protocols: intelligent interface (TCP, template code and field values), MOS, web service. */
export const DEVICE_PROTOCOLS = ['II', 'MOS', 'WS'] as const;
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];

/** How the story editor embeds the device's own editor. */
export const DEVICE_PLUGINS = ['NONE', 'ACTIVEX', 'HTML'] as const;
export type DevicePlugin = (typeof DEVICE_PLUGINS)[number];

/** Vendors offered in the device form ("many", spec 1 §3); OTHER for the rest. */
export const DEVICE_VENDORS = [
  'AUTOSCRIPT',
  'AVID',
  'CASPARCG',
  'CHYRON',
  'EVS',
  'GRASS_VALLEY',
  'HARMONIC',
  'NEWTEK',
  'ROSS',
  'SOFIE',
  'VIZRT',
  'WASP3D',
  'WINPLUS',
  'OTHER',
] as const;
export type DeviceVendor = (typeof DEVICE_VENDORS)[number];

/** Character sets a device may speak (MOS is UTF-16BE by the standard; II devices vary). */
export const DEVICE_CHARSETS = ['UTF-8', 'UTF-16BE', 'ISO-8859-1', 'WINDOWS-1252'] as const;
export type DeviceCharset = (typeof DEVICE_CHARSETS)[number];

/** MOS protocol revisions a device may announce. */
export const MOS_REVISIONS = ['2.8.2', '2.8.3', '2.8.4', '2.8.5', '3.0.0'] as const;
export type MosRevision = (typeof MOS_REVISIONS)[number];

/** MOS default ports: lower (objects), upper (running orders), query. */
export const MOS_DEFAULT_PORTS = { lower: 10540, upper: 10541, query: 10542 } as const;

/** Device check states (spec 1 §3): the running order is on the device, can be created, or cannot. */
export const DEVICE_CHECK_STATES = ['EXIST', 'CAN_CREATE', 'CANT_CREATE'] as const;
export type DeviceCheckState = (typeof DEVICE_CHECK_STATES)[number];

/** Message keys of the 422 answers about devices. */
export const DEVICE_RULES = {
  /** A device linked to a program (as its CG or playout) cannot be deleted (spec 1 §5). */
  linkedToProgram: 'device:linkedToProgram',
  /** The default channel is not one of the channels. */
  defaultChannelUnknown: 'device:defaultChannelUnknown',
  /** A MOS device needs its MOS id and primary host; an II device its host and port; an HTML plug-in its URL. */
  connectionIncomplete: 'device:connectionIncomplete',
  /** Two templates of a device share a number, or two fields of a template share a number. */
  duplicateNumber: 'device:duplicateNumber',
  /** The program's CG device must be a CG; its playout device a PLAYOUT. */
  wrongType: 'device:wrongType',
  /** MOS device unreachable or plug-in disconnected (spec 1 §8). */
  unreachable: 'device:unreachable',
  /** The MOS device refused a message (NACK); the running order is sent to it whole again. */
  refused: 'device:refused',
  /** A CG must use a template of the program's CG device (spec 1 §5). */
  templateNotOfProgramDevice: 'device:templateNotOfProgramDevice',
  /** A CG field value is longer than the template field's size. */
  fieldTooLong: 'device:fieldTooLong',
} as const;

const hostSchema = z
  .string()
  .trim()
  .max(255)
  .regex(/^[A-Za-z0-9.\-:[\]]*$/);
const portSchema = z.number().int().min(1).max(65_535);

/** A field of a CG template: its number on the device, name and longest value (0 = no limit). */
export const deviceTemplateFieldSchema = z.object({
  number: z.number().int().min(0).max(9999),
  name: z.string().trim().min(1).max(100),
  size: z.number().int().min(0).max(10_000).default(0),
});
export type DeviceTemplateField = z.infer<typeof deviceTemplateFieldSchema>;

/** A CG template as written: its number (the code sent to the device), name and fields. */
export const deviceTemplateInputSchema = z.object({
  number: z.number().int().min(0).max(99_999),
  name: z.string().trim().min(1).max(100),
  fields: z.array(deviceTemplateFieldSchema).max(50).default([]),
});
export type DeviceTemplateInput = z.infer<typeof deviceTemplateInputSchema>;

/** A stored CG template. */
export const deviceTemplateSchema = deviceTemplateInputSchema.extend({
  id: z.number().int(),
  deviceId: z.number().int(),
  fields: z.array(deviceTemplateFieldSchema),
});
export type DeviceTemplate = z.infer<typeof deviceTemplateSchema>;

/** A named folder of a device (e.g. clips, graphics), used to build media paths. */
export const devicePathSchema = z.object({
  name: z.string().trim().min(1).max(60),
  path: z.string().trim().min(1).max(500),
});
export type DevicePath = z.infer<typeof devicePathSchema>;

/** Body of POST /api/devices (PUT adds `version`). */
export const deviceInputSchema = z.object({
  /** Unique, case-insensitively. */
  name: z.string().trim().min(1).max(100),
  type: z.enum(DEVICE_TYPES),
  vendor: z.enum(DEVICE_VENDORS).default('OTHER'),
  protocol: z.enum(DEVICE_PROTOCOLS),
  plugin: z.enum(DEVICE_PLUGINS).default('NONE'),
  /** The HTML plug-in's page: an http(s) address or a path on this server ('' = none). */
  pluginUrl: z
    .string()
    .trim()
    .max(PLUGIN_URL_MAX)
    .refine((url) => url === '' || pluginUrlProblem(url) === null, 'invalidPluginUrl')
    .default(''),
  /** Playout or CG channels, e.g. A, B, CG1. */
  channels: z.array(z.string().trim().min(1).max(50)).max(32).default([]),
  /** Must be one of `channels`. */
  defaultChannel: z.string().trim().max(50).nullable().default(null),
  paths: z.array(devicePathSchema).max(20).default([]),
  charset: z.enum(DEVICE_CHARSETS).default('UTF-8'),
  /** MOS revision (MOS devices). */
  revision: z.enum(MOS_REVISIONS).default('2.8.5'),
  /** The device's MOS id (MOS devices), e.g. `playout.tvnews.mos`. */
  mosId: z.string().trim().max(128).default(''),
  /** Primary address (MOS), or the II / WS host. */
  host: hostSchema.default(''),
  /** Optional secondary (buddy) address of a MOS device. */
  secondaryHost: hostSchema.default(''),
  /** II TCP port, or the WS port; MOS uses the three ports below. */
  port: portSchema.nullable().default(null),
  lowerPort: portSchema.default(MOS_DEFAULT_PORTS.lower),
  upperPort: portSchema.default(MOS_DEFAULT_PORTS.upper),
  queryPort: portSchema.default(MOS_DEFAULT_PORTS.query),
  /** Seconds between MOS heartbeats. */
  heartbeatSeconds: z.number().int().min(1).max(3600).default(30),
  /** The web service address of a WS device (e.g. a MAM's search API). */
  webServiceUrl: z.string().trim().max(500).default(''),
  /** A disabled device is kept but not connected. */
  enabled: z.boolean().default(true),
  templates: z.array(deviceTemplateInputSchema).max(500).default([]),
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;

/** Body of PUT /api/devices/{id}. */
export const deviceUpdateSchema = deviceInputSchema.extend({
  version: z.number().int().positive(),
});
export type DeviceUpdate = z.infer<typeof deviceUpdateSchema>;

/** A device in full (GET /api/devices/{id}). */
export const deviceSchema = deviceInputSchema.extend({
  id: z.number().int(),
  templates: z.array(deviceTemplateSchema),
  version: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;

/** A device in lists and pickers (GET /api/devices, /devices/cgs, /mams, /playouts). */
export const deviceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  vendor: z.enum(DEVICE_VENDORS),
  protocol: z.enum(DEVICE_PROTOCOLS),
  plugin: z.enum(DEVICE_PLUGINS),
  enabled: z.boolean(),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;

/** Connection state of one side (primary or secondary) of a device. */
export const CONNECTION_STATES = ['disabled', 'connecting', 'connected', 'disconnected'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** What a MOS device said of itself (reqMachInfo → listMachInfo). */
export const machineInfoSchema = z.object({
  manufacturer: z.string(),
  model: z.string(),
  hwRev: z.string(),
  swRev: z.string(),
  serialNumber: z.string(),
  mosRevision: z.string(),
});
export type MachineInfo = z.infer<typeof machineInfoSchema>;

/** A device's live connection status (GET /api/devices/status; `devices` topic, entity `device_status`). */
export const deviceStatusSchema = z.object({
  deviceId: z.number().int(),
  primary: z.enum(CONNECTION_STATES),
  secondary: z.enum(CONNECTION_STATES),
  machineInfo: machineInfoSchema.nullable(),
  /** ISO time of the last message or heartbeat answered by the device. */
  lastSeenAt: z.string().nullable(),
});
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** True when `value` fits a template field of `size` characters (0 = no limit). */
export function fitsFieldSize(value: string, size: number): boolean {
  return size <= 0 || [...value].length <= size;
}

/** A device whose HTML plug-in the story editor offers (GET /api/devices/html-plugins). */
export const devicePluginEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  /** The plug-in page: an http(s) address or a path on this server. */
  pluginUrl: z.string(),
  /** The device's MOS id (the mosID of items sent back to its plug-in; '' when none). */
  mosId: z.string(),
});
export type DevicePluginEntry = z.infer<typeof devicePluginEntrySchema>;

/** GET /api/devices/html-plugins: the newsroom's MOS id (for ncsAppInfo) and the plug-ins. */
export const devicePluginsAnswerSchema = z.object({
  ncsMosId: z.string(),
  plugins: z.array(devicePluginEntrySchema),
});
export type DevicePluginsAnswer = z.infer<typeof devicePluginsAnswerSchema>;

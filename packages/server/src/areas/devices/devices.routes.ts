import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEVICE_CHARSETS,
  DEVICE_PLUGINS,
  DEVICE_PROTOCOLS,
  DEVICE_TYPES,
  DEVICE_VENDORS,
  MOS_REVISIONS,
  deviceInputSchema,
  devicePathSchema,
  devicePluginsAnswerSchema,
  deviceSchema,
  deviceSummarySchema,
  deviceTemplateSchema,
  deviceUpdateSchema,
} from '@newsroom/domain';
import { devicesPolicy } from './devices.policy';
import { deviceIdParamsSchema } from './devices.schemas';
import {
  DEVICE_PICKERS,
  createDevice,
  deleteDevice,
  listDevices,
  listHtmlPlugins,
  loadDevice,
  pickDevices,
  updateDevice,
  type DevicePicker,
} from './devices.service';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';

/** The enums the device form offers (GET /api/devices/<name>). */
const ENUMS: { path: string; values: readonly string[]; summary: string }[] = [
  { path: 'types', values: DEVICE_TYPES, summary: 'Device kinds (CC, CG, MAM, PLAYOUT, TP)' },
  { path: 'protocols', values: DEVICE_PROTOCOLS, summary: 'Protocols (II, MOS, WS)' },
  { path: 'vendors', values: DEVICE_VENDORS, summary: 'Vendors' },
  { path: 'charsets', values: DEVICE_CHARSETS, summary: 'Character sets' },
  { path: 'revisions', values: MOS_REVISIONS, summary: 'MOS revisions' },
  { path: 'plugins', values: DEVICE_PLUGINS, summary: 'Editor plug-ins (NONE, ACTIVEX, HTML)' },
];

const PICKER_SUMMARIES: Record<DevicePicker, string> = {
  cgs: 'Enabled character generators, for pickers',
  mams: 'Enabled media asset managers, for pickers',
  playouts: 'Enabled playouts and teleprompters, for pickers',
};

/** Devices: CRUD with CG templates, enums and pickers (spec 3 §7 "Devices CRUD..."). */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['devices']);

  route.get(
    '/devices',
    'Every device by name (administration)',
    { allow: devicesPolicy.canList, response: { 200: deviceSummarySchema.array() } },
    () => listDevices(platform),
  );

  for (const { path, values, summary } of ENUMS) {
    route.get(`/devices/${path}`, summary, { response: { 200: z.array(z.string()) } }, () => [
      ...values,
    ]);
  }

  for (const picker of Object.keys(DEVICE_PICKERS) as DevicePicker[]) {
    route.get(
      `/devices/${picker}`,
      PICKER_SUMMARIES[picker],
      { response: { 200: deviceSummarySchema.array() } },
      () => pickDevices(platform, picker),
    );
  }

  route.get(
    '/devices/html-plugins',
    'Enabled devices with an HTML plug-in, and our MOS id (any session: the story editor)',
    { response: { 200: devicePluginsAnswerSchema } },
    async () => ({
      ncsMosId: platform.config.mos.mosId,
      plugins: await listHtmlPlugins(platform),
    }),
  );

  route.get(
    '/devices/:id/templates',
    'The CG templates of a device, by number (any session: the story editor needs them)',
    { params: deviceIdParamsSchema, response: { 200: deviceTemplateSchema.array() } },
    async (actor, { params }) => (await loadDevice(platform, params.id)).templates,
  );

  route.get(
    '/devices/:id/paths',
    "A device's named folders, used to build media paths (any session, like its templates)",
    { params: deviceIdParamsSchema, response: { 200: devicePathSchema.array() } },
    async (actor, { params }) => (await loadDevice(platform, params.id)).paths,
  );

  recordRoutes(route, {
    path: '/devices',
    view: deviceSchema,
    bodies: { create: deviceInputSchema, update: deviceUpdateSchema },
    allow: { read: devicesPolicy.canList, write: devicesPolicy.canWrite },
    summaries: {
      get: 'A device in full (addresses included), with its CG templates (administration)',
      create: 'Create a device with its templates',
      update: 'Update a device (with the version loaded); its templates are replaced',
      remove: 'Delete a device no program uses (422 device:linkedToProgram otherwise)',
    },
    calls: {
      get: (actor, id) => loadDevice(platform, id),
      create: (actor, input) => createDevice(platform, actor, input),
      update: (actor, id, update) => updateDevice(platform, actor, id, update),
      remove: (actor, id) => deleteDevice(platform, actor, id),
    },
  });
};

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
  loadDevice,
  pickDevices,
  updateDevice,
  type DevicePicker,
} from './devices.service';
import { routesOf } from '../../platform/http/routes';

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
    '/devices/:id',
    'A device in full (addresses included), with its CG templates (administration)',
    { allow: devicesPolicy.canList, params: deviceIdParamsSchema, response: { 200: deviceSchema } },
    (actor, { params }) => loadDevice(platform, params.id),
  );

  route.get(
    '/devices/:id/templates',
    'The CG templates of a device, by number (any session: the story editor needs them)',
    { params: deviceIdParamsSchema, response: { 200: deviceTemplateSchema.array() } },
    async (actor, { params }) => (await loadDevice(platform, params.id)).templates,
  );

  route.post(
    '/devices',
    'Create a device with its templates',
    { allow: devicesPolicy.canWrite, body: deviceInputSchema, response: { 201: deviceSchema } },
    (actor, { body }) => createDevice(platform, actor, body),
  );

  route.put(
    '/devices/:id',
    'Update a device (with the version loaded); its templates are replaced',
    {
      allow: devicesPolicy.canWrite,
      params: deviceIdParamsSchema,
      body: deviceUpdateSchema,
      response: { 200: deviceSchema },
    },
    (actor, { params, body }) => updateDevice(platform, actor, params.id, body),
  );

  route.delete(
    '/devices/:id',
    'Delete a device no program uses (422 device:linkedToProgram otherwise)',
    { allow: devicesPolicy.canWrite, params: deviceIdParamsSchema },
    (actor, { params }) => deleteDevice(platform, actor, params.id),
  );
};

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
import { actorOf } from '../../platform/http/guard';
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
import { allowed } from '../../platform/http/refusals';

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

  app.get(
    '/devices',
    {
      schema: {
        tags: ['devices'],
        summary: 'Every device by name (administration)',
        response: { 200: deviceSummarySchema.array() },
      },
    },
    async (request) => {
      allowed(devicesPolicy.canList, actorOf(request));
      return listDevices(platform);
    },
  );

  for (const { path, values, summary } of ENUMS) {
    app.get(
      `/devices/${path}`,
      { schema: { tags: ['devices'], summary, response: { 200: z.array(z.string()) } } },
      async (request) => {
        actorOf(request);
        return [...values];
      },
    );
  }

  for (const picker of Object.keys(DEVICE_PICKERS) as DevicePicker[]) {
    app.get(
      `/devices/${picker}`,
      {
        schema: {
          tags: ['devices'],
          summary: PICKER_SUMMARIES[picker],
          response: { 200: deviceSummarySchema.array() },
        },
      },
      async (request) => {
        actorOf(request);
        return pickDevices(platform, picker);
      },
    );
  }

  app.get(
    '/devices/:id',
    {
      schema: {
        tags: ['devices'],
        summary: 'A device in full (addresses included), with its CG templates (administration)',
        params: deviceIdParamsSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) => {
      allowed(devicesPolicy.canList, actorOf(request));
      return loadDevice(platform, request.params.id);
    },
  );

  app.get(
    '/devices/:id/templates',
    {
      schema: {
        tags: ['devices'],
        summary:
          'The CG templates of a device, by number (any session: the story editor needs them)',
        params: deviceIdParamsSchema,
        response: { 200: deviceTemplateSchema.array() },
      },
    },
    async (request) => {
      actorOf(request);
      return (await loadDevice(platform, request.params.id)).templates;
    },
  );

  app.post(
    '/devices',
    {
      schema: {
        tags: ['devices'],
        summary: 'Create a device with its templates',
        body: deviceInputSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) => {
      const actor = allowed(devicesPolicy.canWrite, actorOf(request));
      return reply.status(201).send(await createDevice(platform, actor, request.body));
    },
  );

  app.put(
    '/devices/:id',
    {
      schema: {
        tags: ['devices'],
        summary: 'Update a device (with the version loaded); its templates are replaced',
        params: deviceIdParamsSchema,
        body: deviceUpdateSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) => {
      const actor = allowed(devicesPolicy.canWrite, actorOf(request));
      return updateDevice(platform, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/devices/:id',
    {
      schema: {
        tags: ['devices'],
        summary: 'Delete a device no program uses (422 device:linkedToProgram otherwise)',
        params: deviceIdParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = allowed(devicesPolicy.canWrite, actorOf(request));
      await deleteDevice(platform, actor, request.params.id);
      return reply.status(204).send();
    },
  );
};

import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DevicePath, DeviceTemplateField, Media } from '@newsroom/domain';
import { parentId, updatedAt, versionStamps } from './columns';

/**
 * Playout servers, teleprompters, character generators, asset managers and caption encoders
 * (spec 3 §3 "Device"), with what connecting to them over MOS, II or a web service needs.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** CC, CG, MAM, PLAYOUT or TP. */
    type: varchar('type', { length: 10 }).notNull(),
    vendor: varchar('vendor', { length: 30 }).notNull().default('OTHER'),
    /** II, MOS or WS. */
    protocol: varchar('protocol', { length: 5 }).notNull(),
    /** NONE, ACTIVEX or HTML. */
    plugin: varchar('plugin', { length: 10 }).notNull().default('NONE'),
    pluginUrl: varchar('plugin_url', { length: 500 }).notNull().default(''),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    defaultChannel: varchar('default_channel', { length: 50 }),
    paths: jsonb('paths').$type<DevicePath[]>().notNull().default([]),
    charset: varchar('charset', { length: 20 }).notNull().default('UTF-8'),
    revision: varchar('revision', { length: 10 }).notNull().default('2.8.5'),
    mosId: varchar('mos_id', { length: 128 }).notNull().default(''),
    host: varchar('host', { length: 255 }).notNull().default(''),
    secondaryHost: varchar('secondary_host', { length: 255 }).notNull().default(''),
    port: integer('port'),
    lowerPort: integer('lower_port').notNull().default(10540),
    upperPort: integer('upper_port').notNull().default(10541),
    queryPort: integer('query_port').notNull().default(10542),
    heartbeatSeconds: integer('heartbeat_seconds').notNull().default(30),
    webServiceUrl: varchar('web_service_url', { length: 500 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('devices_name_key').on(sql`lower(${t.name})`)],
);

/** CG templates of a device: the number sent to the device, a name and numbered fields. */
export const deviceTemplates = pgTable(
  'device_templates',
  {
    id: serial('id').primaryKey(),
    deviceId: parentId('device_id', () => devices.id),
    number: integer('number').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    fields: jsonb('fields').$type<DeviceTemplateField[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('device_templates_number_key').on(t.deviceId, t.number)],
);

/**
 * The objects a MOS device announced (profile 1: mosObj, mosListAll), as story media: what the
 * media centre lists for a device that offers no object search. The slug and abstract are kept
 * beside the media for searching.
 */
export const mosObjects = pgTable(
  'mos_objects',
  {
    deviceId: parentId('device_id', () => devices.id),
    objectId: varchar('object_id', { length: 128 }).notNull(),
    slug: text('slug').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    media: jsonb('media').$type<Media>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.objectId] })],
);

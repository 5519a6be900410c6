import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DeviceStatus, MosRunningOrder } from '@newsroom/domain';
import { devices } from './devices';
import { rundowns } from './rundowns';

/**
 * MOS calls forwarded to the instance leading a device (see mos.leader.ts): an instance that does
 * not lead it writes the call here and waits for its answer; the device's leader claims it, runs
 * it over its connection and writes the answer or the failure.
 */
export const mosCalls = pgTable(
  'mos_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is asked (deviceAct, test, search, requestSync, requestObject). */
    kind: text('kind').notNull(),
    input: jsonb('input').notNull(),
    /** The device the call is for: only the instance leading it serves it; null = any leader. */
    deviceId: integer('device_id'),
    /** When the leader took the call; null while it waits. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the leader wrote the answer or the failure. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: jsonb('answer'),
    /** The error the call ended with ({ code, message, details } or { unreachable }). */
    failure: jsonb('failure'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('mos_calls_waiting_idx')
      .on(t.createdAt)
      .where(sql`claimed_at IS NULL`),
  ],
);

/**
 * What each MOS device holds of each running order (mos.copies.ts), written when the device
 * acknowledges, so whichever instance leads the device next continues with the difference.
 */
export const mosDeviceCopies = pgTable(
  'mos_device_copies',
  {
    rundownId: integer('rundown_id')
      .notNull()
      .references(() => rundowns.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /**
     * The running order the device acknowledged last (null = unknown). `json`, not `jsonb`: the
     * diff compares JSON text, and jsonb would reorder the keys.
     */
    ro: json('ro').$type<MosRunningOrder>(),
    inSync: boolean('in_sync').notNull(),
    lastAckAt: timestamp('last_ack_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.rundownId, t.deviceId] }), index().on(t.deviceId)],
);

/**
 * Each MOS device's connection status as the instance leading it last saw it, so any instance
 * answers the status list and a rundown's MOS state.
 */
export const mosDeviceStatuses = pgTable('mos_device_statuses', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  status: jsonb('status').$type<DeviceStatus>().notNull(),
});

import {
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SyncResult } from '@newsroom/domain';
import { parentId, updatedAt } from './columns';
import { users } from './users';

/**
 * The directory (LDAP / Active Directory) the AD users come from: one row (id 1), made on the
 * first save or sync. `config` holds the edited fields (domain `directoryConfigShape`), the bind
 * password only sealed. The sync columns are the spec's sync state: a sync runs while
 * `sync_started_at` is set, and `sync_beat_at` moves at each step, so a sync whose server died is
 * taken over once its beat is old.
 */
export const directorySettings = pgTable('directory_settings', {
  id: integer('id').primaryKey(),
  config: jsonb('config').notNull(),
  passwordSealed: text('password_sealed'),
  /** 0 = never saved. */
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
  syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
  syncBeatAt: timestamp('sync_beat_at', { withTimezone: true }),
  syncTrigger: varchar('sync_trigger', { length: 12 }),
  syncDone: integer('sync_done').notNull().default(0),
  syncTotal: integer('sync_total').notNull().default(0),
  /** A scheduled sync is due: set by the durable task, cleared when a sync starts. */
  syncRequestedAt: timestamp('sync_requested_at', { withTimezone: true }),
  lastResult: jsonb('last_result').$type<SyncResult>(),
});

/** Which directory entry an AD user was synced from, to find it again and to bind as it. */
export const directoryUsers = pgTable(
  'directory_users',
  {
    userId: parentId('user_id', () => users.id).primaryKey(),
    /** `id:<unique id>` or `dn:<normalized DN>` (domain `mapEntry`). */
    entryKey: varchar('entry_key', { length: 600 }).notNull(),
    dn: text('dn').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('directory_users_entry_key').on(t.entryKey)],
);

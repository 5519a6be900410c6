import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Permissions } from '@newsroom/domain';
import { createdAt, ids, parentId, recordStamps } from './columns';

/** People who log in. Roles are stored as a level per area and derived into role strings. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    nickname: varchar('nickname', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the password was last set by its owner; null = must set one at next login. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Password expiration in days; 0 = never. */
    expirationDays: integer('expiration_days').notNull().default(0),
    isAdUser: boolean('is_ad_user').notNull().default(false),
    isRoot: boolean('is_root').notNull().default(false),
    permissions: jsonb('permissions').$type<Permissions>().notNull().default({}),
    allowedUserIds: ids('allowed_user_ids'),
    online: boolean('online').notNull().default(false),
    /** The presence last published (online, away, offline), so only changes are announced. */
    presence: varchar('presence', { length: 8 }).notNull().default('offline'),
    /** The `seq` of the newest notice this user registered as seen; null = none yet. */
    lastNoticeSeq: bigint('last_notice_seq', { mode: 'number' }),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Server-side sessions; the id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: parentId('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 400 }).notNull().default(''),
    /**
     * Last seen with an open socket (every instance renews its sockets' sessions, clears it when
     * the last one closes); null while no screen of the session is connected.
     */
    socketSeenAt: timestamp('socket_seen_at', { withTimezone: true }),
    /** Every screen of this session reported its user idle (presence `away`). */
    away: boolean('away').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed logins, for the access-failure log screen and throttling. */
export const accessFailureLogs = pgTable(
  'access_failure_logs',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 120 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 400 }).notNull().default(''),
    reason: varchar('reason', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('access_failure_logs_user_time_idx').on(t.username, t.createdAt)],
);

/**
 * The login throttle's ledger: an attempt is written here before its password hash is checked
 * (so concurrent guesses cannot all pass the count), stays as a failure, and is removed once the
 * password proved right. `account` is `user:<id>` for a known account (nickname and e-mail count
 * together) or `name:<lower-case name>` for an unknown one.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 130 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_time_idx').on(t.createdAt),
  ],
);

import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { optionalId, parentId } from './columns';

/** Edit locks as leases: one per document. */
export const locks = pgTable(
  'locks',
  {
    uuid: uuid('uuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    userId: parentId('user_id', () => users.id),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('locks_entity_key').on(t.entityType, t.entityId)],
);

/** A snapshot of a document at each save. */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    revisionNumber: integer('revision_number').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    slug: text('slug'),
    revisorId: optionalId('revisor_id', () => users.id),
    revisorNickname: varchar('revisor_nickname', { length: 60 }).notNull(),
    revisorIp: varchar('revisor_ip', { length: 64 }).notNull().default(''),
    revisionDate: timestamp('revision_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('revisions_entity_number_key').on(t.entityType, t.entityId, t.revisionNumber),
  ],
);

/** Real-time events written in the mutation's transaction, fanned out after commit. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: varchar('topic', { length: 40 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    data: jsonb('data'),
    version: integer('version'),
    originSession: varchar('origin_session', { length: 64 }),
    /** Who may receive it: null = every subscriber allowed on the topic. */
    audience: jsonb('audience'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

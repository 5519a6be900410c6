import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  boolean,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { files } from './admin';
import { optionalId, parentId, updatedAt, versionStamps } from './columns';
import { users } from './users';

/**
 * Document workspaces (spec 3 §7 "souv"): WebDAV stores, each user's own credentials for them
 * (the password sealed, platform/secrets) and the documents copied from them into documents.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** The WebDAV address, without a trailing slash. */
    url: varchar('url', { length: 500 }).notNull(),
    /** Canonical (`/` or `/a/b`). */
    rootPath: varchar('root_path', { length: 500 }).notNull().default('/'),
    enabled: boolean('enabled').notNull().default(true),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('workspaces_name_key').on(sql`lower(${t.name})`)],
);

/** One user's account of one workspace's store. */
export const workspaceCredentials = pgTable(
  'workspace_credentials',
  {
    workspaceId: parentId('workspace_id', () => workspaces.id),
    userId: parentId('user_id', () => users.id),
    username: varchar('username', { length: 200 }).notNull(),
    passwordSealed: text('password_sealed').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

/**
 * Files attached to a document (guideline, story, reportage) by its entity type and id. The
 * bytes are a copy in the newsroom's storage; the origin stays for the record.
 */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    id: serial('id').primaryKey(),
    /** The document kind's entity ('assignment', 'story', 'news_report'). */
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    fileId: varchar('file_id', { length: 36 })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    workspaceId: optionalId('workspace_id', () => workspaces.id),
    workspaceName: varchar('workspace_name', { length: 120 }).notNull(),
    originPath: varchar('origin_path', { length: 1000 }).notNull(),
    attachedById: optionalId('attached_by_id', () => users.id),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_attachments_entity_idx').on(t.entityType, t.entityId)],
);

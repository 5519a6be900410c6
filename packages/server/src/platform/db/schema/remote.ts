import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './admin';
import { users } from './users';
import { createdAt, optionalId } from './columns';

/**
 * Tokens this installation issued to other branches: each lets one branch read the served remote
 * calls (`/api/remote/shared/...`). Only the SHA-256 of the token is kept; it is shown once.
 */
export const remoteTokens = pgTable(
  'remote_tokens',
  {
    id: serial('id').primaryKey(),
    /** Who the token is for (the other branch's name), as the administrator typed it. */
    name: varchar('name', { length: 120 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdById: optionalId('created_by_id', () => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Revoked tokens stay listed (who had access until when) and are refused. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('remote_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Where a document copied from another branch came from (spec 3 §7 remote copy): the branch and
 * the document's id there. One row per local document; the branch may be removed later.
 */
export const documentOrigins = pgTable(
  'document_origins',
  {
    id: serial('id').primaryKey(),
    /** The remote kind's path segment: `assignments`, `news_reports`, `stories`, `assignment_proposals`. */
    kind: varchar('kind', { length: 40 }).notNull(),
    documentId: integer('document_id').notNull(),
    branchId: optionalId('branch_id', () => branches.id),
    /** The branch's name when copied, kept if the branch is removed. */
    branchName: varchar('branch_name', { length: 120 }).notNull(),
    remoteId: integer('remote_id').notNull(),
    copiedById: optionalId('copied_by_id', () => users.id),
    copiedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_origins_key').on(t.kind, t.documentId),
    index('document_origins_remote_idx').on(t.branchId, t.kind, t.remoteId),
  ],
);

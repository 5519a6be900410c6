import { sql } from 'drizzle-orm';
import { boolean, date, integer, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { recordStamps } from './columns';

/** Column sets the versioned document tables (assignments, news reports) share, fresh per table. */

/** A list of ids, empty by default. */
export const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** Identity, slug, date and state: the first columns of a document. */
export const documentHeadColumns = () => ({
  id: serial('id').primaryKey(),
  uuid: uuid('uuid')
    .notNull()
    .default(sql`gen_random_uuid()`),
  slug: varchar('slug', { length: 100 }).notNull(),
  date: date('date').notNull(),
  /** PRODUCING, COVERING, COMPLETED, INTERRUPTED, EDITING. */
  state: varchar('state', { length: 20 }).notNull().default('PRODUCING'),
});

/** Owner, last changer, sharing, trash and version: the last columns of a document. */
export const documentTailColumns = () => ({
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
  isPrivate: boolean('is_private').notNull().default(false),
  allowedUserIds: ids('allowed_user_ids'),
  ...recordStamps(),
});

import { sql } from 'drizzle-orm';
import { boolean, date, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { ids, optionalId, recordStamps } from './columns';

/** Column sets the document tables (assignments, news reports, productions) share, fresh per table. */

/** Identity, slug and date: the first columns of a document. */
export const documentIdentityColumns = () => ({
  id: serial('id').primaryKey(),
  uuid: uuid('uuid')
    .notNull()
    .default(sql`gen_random_uuid()`),
  slug: varchar('slug', { length: 100 }).notNull(),
  date: date('date').notNull(),
});

/** Identity, slug, date and state: the first columns of a versioned document. */
export const documentHeadColumns = () => ({
  ...documentIdentityColumns(),
  /** PRODUCING, COVERING, COMPLETED, INTERRUPTED, EDITING. */
  state: varchar('state', { length: 20 }).notNull().default('PRODUCING'),
});

/** Who created a document and who changed it last. */
export const authorshipColumns = () => ({
  ownerId: optionalId('owner_id', () => users.id),
  changedById: optionalId('changed_by_id', () => users.id),
});

/** Owner, last changer, sharing, trash and version: the last columns of a versioned document. */
export const documentTailColumns = () => ({
  ...authorshipColumns(),
  isPrivate: boolean('is_private').notNull().default(false),
  allowedUserIds: ids('allowed_user_ids'),
  ...recordStamps(),
});

import { sql } from 'drizzle-orm';
import { boolean, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column sets most tables share, fresh per table. */

/** When a row was written first. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was written last. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The version an update must name (optimistic lock) and when the row was written. */
export const versionStamps = () => ({
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A record that goes to the trash (or is disabled) rather than away, with its version stamps. */
export const recordStamps = () => ({
  excluded: boolean('excluded').notNull().default(false),
  ...versionStamps(),
});

/** A list of ids, empty by default. */
export const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** The row this one belongs to: required, and removed with it. */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A row this one names: optional, emptied when that row goes. */
export const optionalId = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

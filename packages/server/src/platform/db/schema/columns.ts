import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** Column sets most tables share, fresh per table. */

/** When a row was written first. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The version an update must name (optimistic lock) and when the row was written. */
export const versionStamps = () => ({
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A record that goes to the trash (or is disabled) rather than away, with its version stamps. */
export const recordStamps = () => ({
  excluded: boolean('excluded').notNull().default(false),
  ...versionStamps(),
});

import { integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { LicenceFile } from '@newsroom/domain';
import { updatedAt } from './columns';

/** The installation's licence (one row, id 1): the signed file as registered, and its server. */
export const licence = pgTable('licence', {
  id: integer('id').primaryKey(),
  /** The licence file as uploaded or fetched; null = none (the community build). */
  file: jsonb('file').$type<LicenceFile>(),
  /** Where register and check fetch the licence from; null = not set. */
  serverUrl: varchar('server_url', { length: 400 }),
  updatedAt: updatedAt(),
});

import { sql } from 'drizzle-orm';
import {
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { recordStamps } from './columns';

/** Table shapes several tables share. */

/**
 * A list administrators keep by name (teams, editorials, document types...): an id, a name unique
 * whatever its case, the table's own columns, and the trash and version stamps.
 */
export const namedRecordTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: varchar('name', { length: 120 }).notNull(),
      ...columns,
      ...recordStamps(),
    },
    (t) => [uniqueIndex(`${name}_name_key`).on(sql`lower(${t.name})`)],
  );

/** Links between rows (members of a team, groups of a program): every column is the key. */
export const linkTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
) =>
  pgTable(name, columns, (t) => {
    const [first, ...rest] = Object.values(t);
    return [primaryKey({ columns: [first!, ...rest] })];
  });

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern matching `text` anywhere, with its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Accent- and case-insensitive "contains" (uses the immutable_unaccent of migration 0000). */
export function foldedContains(column: AnyPgColumn, text: string): SQL {
  return sql`immutable_unaccent(${column}) ILIKE immutable_unaccent(${containsPattern(text)})`;
}

import { inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import {
  classifications,
  documentTypes,
  editorials,
  productionResources,
  productionTypes,
  programs,
  teams,
  vehicles,
} from '../platform/db/schema';

/** The tables of named records the demo data refers to by name. */
type NamedTable =
  | typeof classifications
  | typeof documentTypes
  | typeof editorials
  | typeof productionResources
  | typeof productionTypes
  | typeof programs
  | typeof teams
  | typeof vehicles;

/** The ids of a table's records by name (of these names only, when given). */
export async function idsByName(
  tx: Tx,
  table: NamedTable,
  names?: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(names ? inArray(table.name, [...names]) : undefined);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The ids of the names that were found, in the names' order. */
export const pick = (names: readonly string[], ids: Map<string, number>): number[] =>
  names.flatMap((name) => (ids.has(name) ? [ids.get(name)!] : []));

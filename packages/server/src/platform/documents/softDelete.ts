import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DomainError } from '@newsroom/domain';
import type { Executor } from '../db/client';
import { notFound } from '../../platform/http/refusals';

/** A document table with the kernel's columns: id, excluded, version, updated_at. */
export type SoftDeletableTable = PgTable & { id: PgColumn; excluded: PgColumn; version: PgColumn };

/**
 * Marks a document excluded (or restores it), bumping its version. Deletes are soft so the
 * trash can restore them and retention jobs purge them later.
 */
export async function setExcluded(
  tx: Executor,
  table: SoftDeletableTable,
  id: number,
  excluded: boolean,
): Promise<number> {
  const result = (await tx.execute(sql`
    UPDATE ${table} SET excluded = ${excluded}, version = version + 1, updated_at = now()
    WHERE id = ${id} AND excluded = ${!excluded}
    RETURNING version`)) as unknown as { rows: { version: number }[] };
  const [row] = result.rows;
  if (row) return row.version;
  const exists = (await tx.execute(sql`SELECT 1 FROM ${table} WHERE id = ${id}`)) as unknown as {
    rows: unknown[];
  };
  if (exists.rows.length === 0) throw notFound();
  throw new DomainError(
    'rule_violation',
    excluded ? 'document:alreadyExcluded' : 'document:notExcluded',
  );
}

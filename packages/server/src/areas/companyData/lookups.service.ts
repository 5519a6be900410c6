import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DomainError, ruleViolation, type Paged } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { setExcluded } from '../../platform/documents/softDelete';
import { expectUpdated } from '../../platform/documents/versions';
import { emit, kindEvent } from '../../platform/realtime/outbox';
import type { LookupDefinition } from './lookups.definitions';
import { lookupsRepository, type LookupRow } from './lookups.repository';
import { uniqueViolationOf } from './uniqueViolation';
import { notFound } from '../../platform/http/refusals';

/**
 * Use cases of every company-data lookup (types, vehicles, editorials, classifications,
 * branches), one function each, parameterised by the entity's definition.
 */

/** A 409 naming the first unique field taken (`details.field`). */
function duplicateOf(field: string, isExcluded = false): DomainError {
  return new DomainError(
    'duplicate',
    'error:duplicate',
    isExcluded ? { field, isExcluded } : { field },
  );
}

/** The unique values of an input, with their columns. */
function uniqueValues(definition: LookupDefinition, input: Record<string, unknown>) {
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>;
  return definition.uniqueFields.map((field) => ({
    field,
    column: columns[field]!,
    value: String(input[field]),
  }));
}

/** Runs a write, turning a unique-index race the checks could not see into a 409. */
async function guardUnique<T>(definition: LookupDefinition, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolationOf(error);
    if (!violation) throw error;
    const field =
      definition.uniqueFields.find((name) => violation.constraint.includes(`_${name}_`)) ??
      definition.uniqueFields[0] ??
      'name';
    throw duplicateOf(field);
  }
}

/** Every active record, by name. */
export async function listLookups<V extends z.ZodObject>(
  platform: Platform,
  definition: LookupDefinition<z.ZodObject, V>,
): Promise<z.output<V>[]> {
  return (await lookupsRepository.listActive(platform.database.db, definition.table)).map(
    definition.present,
  );
}

/** A page of active records matching the filter. */
export async function filterLookups<V extends z.ZodObject>(
  platform: Platform,
  definition: LookupDefinition<z.ZodObject, V>,
  query: { filter: string; page: number; size: number },
): Promise<Paged<z.output<V>>> {
  const { rows, total } = await lookupsRepository.page(
    platform.database.db,
    definition.table,
    definition.filterColumns,
    query,
  );
  return { data: rows.map(definition.present), page: query.page, size: query.size, total };
}

async function loadActive(
  db: Executor,
  definition: LookupDefinition,
  id: number,
): Promise<LookupRow> {
  const row = await lookupsRepository.findById(db, definition.table, id);
  if (!row) throw notFound();
  return row;
}

/** One active record. */
export async function getLookup<V extends z.ZodObject>(
  platform: Platform,
  definition: LookupDefinition<z.ZodObject, V>,
  id: number,
): Promise<z.output<V>> {
  return definition.present(await loadActive(platform.database.db, definition, id));
}

/** How many documents reference a record (the counters of the areas that hold references). */
export async function lookupUsage(
  platform: Platform,
  definition: LookupDefinition,
  id: number,
): Promise<number> {
  await loadActive(platform.database.db, definition, id);
  return platform.areas.usageCount(platform.database.db, definition.entity, id);
}

/**
 * Creates a record. A unique value held by an active record is a 409 naming the field; when the
 * only holder is a removed record, that record comes back with the new values (same id, so
 * documents that still point at it keep resolving) instead of refusing a name nobody can see.
 */
export async function createLookup<I extends z.ZodObject, V extends z.ZodObject>(
  platform: Platform,
  actor: Actor,
  definition: LookupDefinition<I, V>,
  input: z.output<I>,
): Promise<z.output<V>> {
  const values = input as Record<string, unknown>;
  return guardUnique(definition, () =>
    platform.database.db.transaction(async (tx) => {
      const owners = await lookupsRepository.uniqueOwners(
        tx,
        definition.table,
        uniqueValues(definition, values),
        null,
      );
      const active = owners.find((owner) => !owner.excluded);
      if (active)
        throw duplicateOf(definition.uniqueFields.find((field) => active.fields.includes(field))!);
      if (owners.length > 1) throw duplicateOf(owners[1]!.fields[0]!, true);
      const revived = owners[0];
      const row = revived
        ? await lookupsRepository.revive(tx, definition.table, revived.id, values)
        : await lookupsRepository.insert(tx, definition.table, values);
      const view = definition.present(row);
      await recordAudit(tx, actor, {
        action: 'CREATE',
        entityType: definition.entity,
        entityId: row.id,
        label: row.name,
        details: revived ? { values, revived: true } : { values },
      });
      await emit(
        tx,
        actor.sessionId,
        kindEvent(definition, {
          action: 'CREATE',
          id: row.id,
          data: view,
          version: row.version,
        }),
      );
      return view;
    }),
  );
}

/** Changes a record at the version the caller loaded (409 stale_version with the current one otherwise). */
export async function updateLookup<I extends z.ZodObject, V extends z.ZodObject>(
  platform: Platform,
  actor: Actor,
  definition: LookupDefinition<I, V>,
  id: number,
  input: z.output<I>,
  version: number,
): Promise<z.output<V>> {
  const values = input as Record<string, unknown>;
  return guardUnique(definition, () =>
    platform.database.db.transaction(async (tx) => {
      const before = await loadActive(tx, definition, id);
      const owners = await lookupsRepository.uniqueOwners(
        tx,
        definition.table,
        uniqueValues(definition, values),
        id,
      );
      const holder = owners.find((owner) => !owner.excluded) ?? owners[0];
      if (holder)
        throw duplicateOf(
          definition.uniqueFields.find((field) => holder.fields.includes(field))!,
          holder.excluded,
        );
      const row = await expectUpdated(
        await lookupsRepository.updateAtVersion(tx, definition.table, id, version, values),
        async () => {
          const current = await lookupsRepository.findById(tx, definition.table, id);
          return current && definition.present(current);
        },
      );
      const view = definition.present(row);
      await recordAudit(tx, actor, {
        action: 'UPDATE',
        entityType: definition.entity,
        entityId: id,
        label: row.name,
        details: changedFields(before, values),
      });
      await emit(
        tx,
        actor.sessionId,
        kindEvent(definition, {
          action: 'UPDATE',
          id,
          data: view,
          version: row.version,
        }),
      );
      return view;
    }),
  );
}

/** Removes (soft-deletes) a record no document uses; one in use is a 422 `<entity>:inUse`. */
export async function removeLookup(
  platform: Platform,
  actor: Actor,
  definition: LookupDefinition,
  id: number,
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const row = await loadActive(tx, definition, id);
    const uses = await platform.areas.usageCount(tx, definition.entity, id);
    if (uses > 0) throw ruleViolation(`${definition.entity}:inUse`, { usageCount: uses });
    const version = await setExcluded(tx, definition.table, id, true);
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: definition.entity,
      entityId: id,
      label: row.name,
    });
    await emit(
      tx,
      actor.sessionId,
      kindEvent(definition, {
        action: 'DELETE',
        id,
        data: { id },
        version,
      }),
    );
  });
}

import { DomainError, ruleViolation } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { productionResources, productionTypes } from '../../platform/db/schema';
import { setExcluded } from '../../platform/documents/softDelete';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { uniqueViolationOf } from '../companyData/uniqueViolation';
import type { ProductionLookup } from '@newsroom/domain';
import { presentProductionLookup } from './productionLookups.presenter';
import {
  productionLookupsRepository as repository,
  type ProductionLookupRow,
  type ProductionLookupTable,
} from './productionLookups.repository';
import { notFound } from '../../platform/http/refusals';

/** One production lookup: its path, table, usage entity and in-use message key. */
export interface ProductionLookupDefinition {
  /** Path under /api. */
  path: string;
  /** Usage, audit and event entity name. */
  entity: 'production_resource' | 'production_type';
  table: ProductionLookupTable;
  /** 422 message key while a production uses the record. */
  inUseKey: string;
}

/** Production resources (camera kits, drones, link vans...). */
export const PRODUCTION_RESOURCES: ProductionLookupDefinition = {
  path: 'production_resources',
  entity: 'production_resource',
  table: productionResources,
  inUseKey: 'production:resourceInUse',
};

/** Kinds of production (external recording, live entry, studio...). */
export const PRODUCTION_TYPES: ProductionLookupDefinition = {
  path: 'production_types',
  entity: 'production_type',
  table: productionTypes,
  inUseKey: 'production:typeInUse',
};

const duplicateName = (isExcluded = false) =>
  new DomainError(
    'duplicate',
    'error:duplicate',
    isExcluded ? { field: 'name', isExcluded } : { field: 'name' },
  );

async function loadActive(
  db: Executor,
  definition: ProductionLookupDefinition,
  id: number,
): Promise<ProductionLookupRow> {
  const row = await repository.findById(db, definition.table, id);
  if (!row || row.excluded) throw notFound();
  return row;
}

/** Runs a write, turning a unique-name race the checks could not see into a 409. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error)) throw duplicateName();
    throw error;
  }
}

async function publish(
  tx: Executor,
  actor: Actor,
  definition: ProductionLookupDefinition,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  row: ProductionLookupRow,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'productions',
    action,
    entity: definition.entity,
    id: row.id,
    data: action === 'DELETE' ? { id: row.id } : presentProductionLookup(row),
    version: row.version,
  });
}

/** Records by name (`all`: removed ones too, to name them in old productions). */
export async function listProductionLookups(
  platform: Platform,
  definition: ProductionLookupDefinition,
  all: boolean,
): Promise<ProductionLookup[]> {
  return (await repository.list(platform.database.db, definition.table, all)).map(
    presentProductionLookup,
  );
}

/** One record, also a removed one. */
export async function getProductionLookup(
  platform: Platform,
  definition: ProductionLookupDefinition,
  id: number,
): Promise<ProductionLookup> {
  const row = await repository.findById(platform.database.db, definition.table, id);
  if (!row) throw notFound();
  return presentProductionLookup(row);
}

/** How many productions (not in the trash) use a record. */
export async function productionLookupUsage(
  platform: Platform,
  definition: ProductionLookupDefinition,
  id: number,
): Promise<number> {
  const db = platform.database.db;
  if (!(await repository.findById(db, definition.table, id))) throw notFound();
  return platform.areas.usageCount(db, definition.entity, id);
}

/**
 * Creates a record. A name an active record holds is a 409; a name only a removed record holds
 * brings that record back (same id, so old productions keep resolving).
 */
export async function createProductionLookup(
  platform: Platform,
  actor: Actor,
  definition: ProductionLookupDefinition,
  name: string,
): Promise<ProductionLookup> {
  return guardName(() =>
    platform.database.db.transaction(async (tx) => {
      const holder = await repository.nameHolder(tx, definition.table, name, null);
      if (holder && !holder.excluded) throw duplicateName();
      const row = holder
        ? await repository.revive(tx, definition.table, holder.id, name)
        : await repository.insert(tx, definition.table, name);
      await recordAudit(tx, actor, {
        action: 'CREATE',
        entityType: definition.entity,
        entityId: row.id,
        label: row.name,
      });
      await publish(tx, actor, definition, 'CREATE', row);
      return presentProductionLookup(row);
    }),
  );
}

/** Renames a record at the version the caller loaded (409 stale with the current record). */
export async function updateProductionLookup(
  platform: Platform,
  actor: Actor,
  definition: ProductionLookupDefinition,
  id: number,
  name: string,
  version: number,
): Promise<ProductionLookup> {
  return guardName(() =>
    platform.database.db.transaction(async (tx) => {
      const before = await loadActive(tx, definition, id);
      const holder = await repository.nameHolder(tx, definition.table, name, id);
      if (holder) throw duplicateName(holder.excluded);
      const row = await expectUpdated(
        await repository.renameAtVersion(tx, definition.table, id, version, name),
        async () => {
          const current = await repository.findById(tx, definition.table, id);
          return current && presentProductionLookup(current);
        },
      );
      await recordAudit(tx, actor, {
        action: 'UPDATE',
        entityType: definition.entity,
        entityId: id,
        label: row.name,
        details: changedFields({ name: before.name }, { name: row.name }),
      });
      await publish(tx, actor, definition, 'UPDATE', row);
      return presentProductionLookup(row);
    }),
  );
}

/** Removes (soft) a record no production uses; one in use is a 422 with the definition's key. */
export async function removeProductionLookup(
  platform: Platform,
  actor: Actor,
  definition: ProductionLookupDefinition,
  id: number,
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const row = await loadActive(tx, definition, id);
    const uses = await platform.areas.usageCount(tx, definition.entity, id);
    if (uses > 0) throw ruleViolation(definition.inUseKey, { usageCount: uses });
    const version = await setExcluded(tx, definition.table, id, true);
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: definition.entity,
      entityId: id,
      label: row.name,
    });
    await publish(tx, actor, definition, 'DELETE', { ...row, excluded: true, version });
  });
}

import {
  AGENCY_KEYS,
  DomainError,
  kindBelongs,
  ruleViolation,
  type AgencyCategory,
  type AgencyCategoryInput,
  type AgencyCategoryUpdate,
  type AgencyNetwork,
  type AgencySource,
  type AgencySourceInput,
  type AgencySourceUpdate,
  type ConnectorConfig,
  type ConnectorConfigUpdate,
  type ConnectorNetwork,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { notFound } from '../../platform/http/refusals';
import { publishRecord, recordWrites } from '../../platform/records/recordWrites';
import { presentCategory, presentConnectors, presentSource } from './agency.presenter';
import { pollOne } from './agencyPoller';
import { unindexItems } from './agency.search';
import { agencyItemsRepository } from './agencyItems.repository';
import { addressKey, agencySourcesRepository as repo } from './agencySources.repository';

/** The administration lists of the agency: sources, their categories, the connectors. */

const sourceRecords = recordWrites<AgencySource>({
  entity: 'agency_source',
  async load(db, id) {
    const row = await repo.sources.find(db, id);
    return row && presentSource(row);
  },
  auditView: ({
    id: _id,
    version: _version,
    state: _s,
    hint: _h,
    lastError: _e,
    failures: _f,
    lastPolledAt: _l,
    nextPollAt: _n,
    ...rest
  }) => rest,
  inUse: (count) => ruleViolation(AGENCY_KEYS.categoryInUse, { count }),
  publish: publishRecord({ topic: 'agency', entity: 'agency_source' }),
});

const categoryRecords = recordWrites<AgencyCategory>({
  entity: 'agency_category',
  async load(db, id) {
    const row = await repo.categories.find(db, id);
    return row && presentCategory(row);
  },
  auditView: ({ id: _id, version: _version, ...rest }) => rest,
  inUse: (count) => ruleViolation(AGENCY_KEYS.categoryInUse, { count }),
  publish: publishRecord({ topic: 'agency', entity: 'agency_category' }),
});

export async function listSources(
  platform: Platform,
  filter: { network?: AgencyNetwork; categoryId?: number },
): Promise<AgencySource[]> {
  return (await repo.listSources(platform.database.db, filter)).map(presentSource);
}

export async function loadSource(platform: Platform, id: number): Promise<AgencySource> {
  return sourceRecords.load(platform.database.db, id);
}

/** 422 when the kind or category is of another network; 409 when the same source exists. */
async function checkSource(
  db: Executor,
  input: AgencySourceInput,
  exceptId: number | null,
): Promise<void> {
  if (!kindBelongs(input.network, input.kind)) throw ruleViolation(AGENCY_KEYS.kindOfOtherNetwork);
  if (input.categoryId !== null) {
    const category = await repo.categories.find(db, input.categoryId);
    if (!category) {
      throw new DomainError('validation_failed', 'validation:failed', {
        part: 'body',
        fields: [{ field: 'categoryId', key: 'invalid' }],
      });
    }
    if (category.network !== input.network) throw ruleViolation(AGENCY_KEYS.categoryOfOtherNetwork);
  }
  const key = { network: input.network, kind: input.kind, addressKey: addressKey(input.address) };
  if (await repo.sourceTaken(db, key, exceptId)) {
    throw new DomainError('duplicate', AGENCY_KEYS.duplicateSource, { field: 'address' });
  }
}

/** Polls a source now, so the answer carries whether it reads (the spec's invalid hint). */
async function pollNow(platform: Platform, id: number): Promise<AgencySource> {
  await pollOne(platform, id);
  return loadSource(platform, id);
}

/**
 * Creates a source and reads it at once: one that fails is kept with its invalid hint and
 * retried later with backoff (spec 3 §5), so a feed down for an hour is not lost.
 */
export async function createSource(
  platform: Platform,
  actor: Actor,
  input: AgencySourceInput,
): Promise<AgencySource> {
  const created = await sourceRecords.create(platform, actor, async (tx) => {
    await checkSource(tx, input, null);
    const row = await repo.sources.insert(tx, {
      ...input,
      address: input.address.trim(),
      addressKey: addressKey(input.address),
      nextPollAt: platform.clock(),
    });
    return { id: row.id };
  });
  return input.enabled ? pollNow(platform, created.id) : created;
}

/** Saves a source; a new address starts over (state, validators) and is read at once. */
export async function updateSource(
  platform: Platform,
  actor: Actor,
  id: number,
  input: AgencySourceUpdate,
): Promise<AgencySource> {
  let readAgain = false;
  const updated = await sourceRecords.update(platform, actor, id, async (tx, before, atVersion) => {
    await checkSource(tx, input, id);
    const moved =
      addressKey(before.address) !== addressKey(input.address) || before.kind !== input.kind;
    readAgain = input.enabled && (moved || !before.enabled);
    const { version, ...values } = input;
    await atVersion(
      await repo.sources.updateAtVersion(tx, id, version, {
        ...values,
        address: input.address.trim(),
        addressKey: addressKey(input.address),
        ...(moved
          ? {
              state: 'pending',
              hint: null,
              lastError: null,
              failures: 0,
              etag: null,
              lastModified: null,
            }
          : {}),
        ...(readAgain ? { nextPollAt: platform.clock() } : {}),
      }),
    );
  });
  return readAgain ? pollNow(platform, id) : updated;
}

/** Deletes a source with its items (lanes naming it just stop showing it). */
export async function deleteSource(platform: Platform, actor: Actor, id: number): Promise<void> {
  await sourceRecords.remove(platform, actor, id, async (tx) => {
    await unindexItems(tx, await agencyItemsRepository.idsOfSource(tx, id));
    await repo.sources.delete(tx, id);
  });
}

/** POST /agency/sources/{id}/poll: read it now (the administrator's "try again"). */
export async function pollSourceNow(platform: Platform, id: number): Promise<AgencySource> {
  await loadSource(platform, id);
  return pollNow(platform, id);
}

export async function listCategories(
  platform: Platform,
  network?: AgencyNetwork,
): Promise<AgencyCategory[]> {
  return (await repo.listCategories(platform.database.db, network)).map(presentCategory);
}

export async function loadCategory(platform: Platform, id: number): Promise<AgencyCategory> {
  return categoryRecords.load(platform.database.db, id);
}

function duplicateCategory(): DomainError {
  return new DomainError('duplicate', AGENCY_KEYS.duplicateCategory, { field: 'name' });
}

export async function createCategory(
  platform: Platform,
  actor: Actor,
  input: AgencyCategoryInput,
): Promise<AgencyCategory> {
  return categoryRecords.create(platform, actor, async (tx) => {
    if (await repo.categoryTaken(tx, input.network, input.name, null)) throw duplicateCategory();
    const row = await repo.categories.insert(tx, { network: input.network, name: input.name });
    return { id: row.id };
  });
}

export async function updateCategory(
  platform: Platform,
  actor: Actor,
  id: number,
  input: AgencyCategoryUpdate,
): Promise<AgencyCategory> {
  return categoryRecords.update(platform, actor, id, async (tx, before, atVersion) => {
    if (await repo.categoryTaken(tx, before.network, input.name, id)) throw duplicateCategory();
    await atVersion(
      await repo.categories.updateAtVersion(tx, id, input.version, { name: input.name }),
    );
  });
}

/** Deletes a category no source is in (spec 3 §5: items in use cannot be deleted). */
export async function deleteCategory(platform: Platform, actor: Actor, id: number): Promise<void> {
  await categoryRecords.remove(
    platform,
    actor,
    id,
    (tx) => repo.categories.delete(tx, id),
    async (tx) => {
      const uses = await repo.categoryUses(tx, id);
      if (uses > 0) throw ruleViolation(AGENCY_KEYS.categoryInUse, { count: uses });
    },
  );
}

export async function listConnectors(platform: Platform): Promise<ConnectorConfig[]> {
  return presentConnectors(await repo.connectors(platform.database.db));
}

/** Saves a connector's base URL and token (absent: kept; null: removed) at its version. */
export async function saveConnector(
  platform: Platform,
  actor: Actor,
  network: ConnectorNetwork,
  update: ConnectorConfigUpdate,
): Promise<ConnectorConfig> {
  return platform.database.db.transaction(async (tx) => {
    const current = (await repo.connectors(tx)).find((row) => row.network === network);
    const token = update.token === undefined ? (current?.token ?? null) : update.token;
    const saved = async () =>
      presentConnectors(await repo.connectors(tx)).find((config) => config.network === network);
    await expectUpdated(
      await repo.saveConnector(tx, network, update.version, { baseUrl: update.baseUrl, token }),
      saved,
    );
    const after = await saved();
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'agency_connector',
      entityId: null,
      label: network,
      details: {
        baseUrl: update.baseUrl,
        token: update.token === undefined ? 'kept' : update.token ? 'replaced' : 'removed',
      },
    });
    return after;
  });
}

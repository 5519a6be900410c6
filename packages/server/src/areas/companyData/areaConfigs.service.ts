import {
  AREA_CONFIG_AREAS,
  readAreaConfig,
  type AreaConfigs,
  type ConfigArea,
  type VersionedAreaConfig,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { expectUpdated } from '../../platform/documents/versions';
import { emit, kindEvent } from '../../platform/realtime/outbox';
import { areaConfigsRepository, type AreaConfigRow } from './areaConfigs.repository';

/** A stored row (or none) as the API answers it: defaults filled in, version 0 when never saved. */
function present<A extends ConfigArea>(
  area: A,
  row: AreaConfigRow | undefined,
): VersionedAreaConfig<A> {
  return { ...readAreaConfig(area, row?.config), version: row?.version ?? 0 };
}

/** An area's configuration. */
export async function loadAreaConfig<A extends ConfigArea>(
  db: Executor,
  area: A,
): Promise<VersionedAreaConfig<A>> {
  return present(area, await areaConfigsRepository.find(db, area));
}

/** Every area's configuration, without versions (for the remote bundle). */
export async function loadAllAreaConfigs(db: Executor): Promise<AreaConfigs> {
  const rows = new Map((await areaConfigsRepository.all(db)).map((row) => [row.area, row]));
  const configs = {} as Record<ConfigArea, unknown>;
  for (const area of AREA_CONFIG_AREAS)
    configs[area] = readAreaConfig(area, rows.get(area)?.config);
  return configs as AreaConfigs;
}

/**
 * Saves an area's configuration over the version the caller loaded (0 = the defaults, never
 * saved). Another administrator's save in between is a 409 stale_version with the current one.
 */
export async function saveAreaConfig<A extends ConfigArea>(
  platform: Platform,
  actor: Actor,
  area: A,
  config: AreaConfigs[A],
  version: number,
): Promise<VersionedAreaConfig<A>> {
  return platform.database.db.transaction(async (tx) => {
    const before = await loadAreaConfig(tx, area);
    const rows =
      version === 0
        ? await areaConfigsRepository.insertFirst(tx, area, config)
        : await areaConfigsRepository.updateAtVersion(tx, area, config, version);
    const row = await expectUpdated(rows, () => loadAreaConfig(tx, area));
    const saved = present(area, row);
    const entity = `${area}_config`;
    const { version: _before, ...beforeConfig } = before;
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: entity,
      entityId: area,
      label: area,
      details: changedFields(
        beforeConfig as Record<string, unknown>,
        config as Record<string, unknown>,
      ),
    });
    await emit(
      tx,
      actor.sessionId,
      kindEvent(
        { topic: 'settings', entity },
        {
          action: 'UPDATE',
          id: area,
          data: saved,
          version: saved.version,
        },
      ),
    );
    return saved;
  });
}

import {
  SEARCH_KINDS,
  type IndexProgress,
  type IndexState,
  type SearchKind,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { emit } from '../../platform/realtime/outbox';
import { rebuildDocument } from '../../platform/search/indexer';
import type { SearchSource } from '../../platform/search/registry';
import { searchPolicy } from './search.policy';
import { searchRepository } from './search.repository';
import { forbidden } from '../../platform/http/refusals';

/** Documents rewritten per transaction: short transactions, so saves never wait long. */
export const REBUILD_BATCH = 50;

/** The kinds this server indexes (their areas' search sources), in catalogue order. */
function indexedKinds(platform: Platform): SearchKind[] {
  const registered = platform.areas.search.kinds();
  return SEARCH_KINDS.filter((kind) => registered.includes(kind));
}

/** GET /index/state: rows per kind, last rebuild and whether one runs (ROLE_ADMIN_READ). */
export async function indexState(platform: Platform, actor: Actor): Promise<IndexState> {
  if (!searchPolicy.canReadIndexState(actor)) throw forbidden();
  const db = platform.database.db;
  const counts = await searchRepository.counts(db);
  const rebuilds = new Map((await searchRepository.rebuilds(db)).map((r) => [r.kind, r]));
  return {
    kinds: indexedKinds(platform).map((kind) => {
      const rebuild = rebuilds.get(kind);
      return {
        kind,
        count: counts.get(kind) ?? 0,
        lastRebuildAt: rebuild?.finishedAt?.toISOString() ?? null,
        running: rebuild?.startedAt != null && rebuild.finishedAt === null,
      };
    }),
  };
}

async function publish(platform: Platform, actor: Actor, progress: IndexProgress): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    if (progress.finished) await searchRepository.markFinished(tx, progress.kind, platform.clock());
    await emit(tx, actor.sessionId, {
      topic: 'index',
      action: 'UPDATE',
      entity: 'index',
      id: progress.kind,
      data: progress,
    });
  });
}

/**
 * Rewrites every document of a kind (excluded ones stay marked for the trash), REBUILD_BATCH per
 * transaction (each row locked only for its batch, see rebuildDocument), then drops rows of
 * documents gone and makes FUZZY's words those the rows hold; publishes
 * progress after each batch.
 */
async function rebuildKind(
  platform: Platform,
  actor: Actor,
  kind: SearchKind,
  source: SearchSource,
) {
  const db = platform.database.db;
  const total = await searchRepository.countDocuments(db, source.table);
  let done = 0;
  let after = 0;
  for (;;) {
    const ids = await searchRepository.idsAfter(db, source.table, after, REBUILD_BATCH);
    if (ids.length === 0) break;
    await db.transaction(async (tx) => {
      for (const id of ids) await rebuildDocument(tx, kind, source, id);
    });
    after = ids[ids.length - 1]!;
    done += ids.length;
    await publish(platform, actor, { kind, done: Math.min(done, total), total, finished: false });
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db.transaction(async (tx) => {
    await searchRepository.dropStale(tx, kind, source.table);
    await searchRepository.syncWords(tx);
  });
  await publish(platform, actor, { kind, done, total: Math.max(total, done), finished: true });
}

/**
 * POST /index/rebuild (ROLE_ADMIN_WRITE): marks the targets (none = every indexed kind) as
 * rebuilding and starts the work in the background; the answer does not wait for it. Resolves
 * with the targets and the promise of the work (tests await it; the route does not).
 */
export async function startRebuild(
  platform: Platform,
  actor: Actor,
  targets: readonly SearchKind[],
  log: (err: unknown) => void,
): Promise<{ targets: SearchKind[]; done: Promise<void> }> {
  if (!searchPolicy.canRebuild(actor)) throw forbidden();
  const kinds = indexedKinds(platform).filter(
    (kind) => targets.length === 0 || targets.includes(kind),
  );
  await platform.database.db.transaction(async (tx) => {
    for (const kind of kinds) await searchRepository.markStarted(tx, kind, platform.clock());
  });
  const done = (async () => {
    for (const kind of kinds) {
      const source = platform.areas.search.source(kind);
      if (source) await rebuildKind(platform, actor, kind, source);
    }
  })().catch(log);
  return { targets: kinds, done };
}

import type { SearchKind, Topic } from '@newsroom/domain';
import type { EventRenderer } from '../realtime/hub';
import { searchSources, type SearchSource } from '../search/registry';
import type { AreaManifest, AreaRegistry, EventPreparerOf, RetentionPurger } from './manifest';

/** The entries of one hook of every manifest, in manifest order. */
function entriesOf<K extends string, V>(
  manifests: readonly AreaManifest[],
  hook: (manifest: AreaManifest) => Partial<Record<K, V>> | undefined,
): [K, V][] {
  return manifests.flatMap((manifest) => Object.entries(hook(manifest) ?? {}) as [K, V][]);
}

/** Values of every manifest grouped by key, in manifest order. */
function groupedBy<K extends string, V>(entries: [K, V][]): Map<K, V[]> {
  const grouped = new Map<K, V[]>();
  for (const [key, value] of entries) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return grouped;
}

/**
 * Gathers the hooks of the manifests. Counters and purgers of one key add up; for the rest a
 * later manifest naming the same key replaces the earlier one.
 */
export function buildAreaRegistry(manifests: readonly AreaManifest[]): AreaRegistry {
  const counters = groupedBy(entriesOf(manifests, (m) => m.usageCounters));
  const purgers = groupedBy<string, RetentionPurger>(
    entriesOf(manifests, (m) => m.retentionPurgers),
  );
  const lockedKinds = new Map(entriesOf(manifests, (m) => m.lockedKinds));
  const storySources = new Map(entriesOf(manifests, (m) => m.storySources));
  return {
    manifests,
    async usageCount(db, entityType, id) {
      let total = 0;
      for (const count of counters.get(entityType) ?? []) total += await count(db, id);
      return total;
    },
    lockedKind: (entityType) => lockedKinds.get(entityType),
    search: searchSources(entriesOf<SearchKind, SearchSource>(manifests, (m) => m.searchSources)),
    storySource: (type) => storySources.get(type),
    retentionPurgers: (category) => purgers.get(category) ?? [],
    // The hub hands a topic's renderer only that topic's events.
    renderers: new Map(
      entriesOf<Topic, EventRenderer>(
        manifests,
        (m) => m.renderers as Record<Topic, EventRenderer>,
      ),
    ),
    preparers: new Map(entriesOf<Topic, EventPreparerOf>(manifests, (m) => m.preparers)),
    taskHandlers: new Map(entriesOf(manifests, (m) => m.taskHandlers)),
    jobs: manifests.flatMap((m) => m.jobs ?? []),
    workers: manifests.flatMap((m) => m.workers ?? []),
  };
}

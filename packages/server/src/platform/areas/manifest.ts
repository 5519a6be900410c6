import type { FastifyPluginAsync } from 'fastify';
import type {
  RealtimeEvent,
  RetentionCategory,
  SearchKind,
  StorySourceType,
  Topic,
} from '@newsroom/domain';
import type { StorySourceLoader } from '../../areas/stories/storySource';
import type { Executor, Tx } from '../db/client';
import type { LockedKindSights } from '../documents/locks';
import type { Job } from '../jobs/scheduler';
import type { TaskHandler } from '../jobs/tasks';
import type { Worker } from '../jobs/workers';
import type { UsageCounter } from '../documents/usage';
import type { EventRenderer } from '../realtime/hub';
import type { SearchSource, SearchSources } from '../search/registry';

/** Deletes what of a retention category is older than `before`, inside the job's transaction. */
export type RetentionPurger = (tx: Tx, before: Date, areas: AreaRegistry) => Promise<void>;

/**
 * Reads, once per event, what the per-viewer rendering of a topic needs from the database and
 * answers the renderer of that event (e.g. who may see the document a lock names).
 */
export type EventPreparerOf = (
  event: RealtimeEvent,
  db: Executor,
  areas: AreaRegistry,
) => Promise<EventRenderer>;

/**
 * What one area brings to the app, listed in `areas/manifests.ts`. Every hook is a plain value
 * the area exports; nothing registers itself on import.
 */
export interface AreaManifest {
  name: string;
  /** Route plugins, registered under /api in this order. */
  routes?: readonly FastifyPluginAsync[];
  /** Per-viewer reshaping of a topic's events (e.g. a private story shown as not visible). */
  renderers?: { [T in Topic]?: EventRenderer<T> };
  /** Renderers that need a database read per event; they take the place of a renderer. */
  preparers?: Partial<Record<Topic, EventPreparerOf>>;
  /** Who sees the documents of each lockable kind (by lock entity type). */
  lockedKinds?: Readonly<Record<string, LockedKindSights>>;
  /** The kinds this area puts in the search index. */
  searchSources?: Partial<Record<SearchKind, SearchSource>>;
  /** References this area holds to other entities (by entity type): "cannot delete while in use". */
  usageCounters?: Readonly<Record<string, UsageCounter>>;
  /** What this area deletes when the history-and-cleanup settings say so. */
  retentionPurgers?: Partial<Record<RetentionCategory, RetentionPurger>>;
  /** The documents a new story can start from (POST /stories/sources). */
  storySources?: Partial<Record<StorySourceType, StorySourceLoader>>;
  /** Handlers of the durable tasks this area schedules (platform/jobs/tasks), by task kind. */
  taskHandlers?: Readonly<Record<string, TaskHandler>>;
  /** Periodic work of this area, run by one instance at a time (platform/jobs/scheduler). */
  jobs?: readonly Job[];
  /** Background work every instance runs, sharing it by claims (platform/jobs/workers). */
  workers?: readonly Worker[];
}

/** Every area's hooks, gathered once from the manifests and carried on the Platform. */
export interface AreaRegistry {
  readonly manifests: readonly AreaManifest[];
  /** How many references to an entity exist across every area. */
  usageCount(db: Executor, entityType: string, id: number): Promise<number>;
  /** Who sees the documents of a lockable kind; undefined for a kind no area declared. */
  lockedKind(entityType: string): LockedKindSights | undefined;
  readonly search: SearchSources;
  /** The loader of a story source type; undefined when no area offers it. */
  storySource(type: StorySourceType): StorySourceLoader | undefined;
  /** The purgers of a retention category, in manifest order. */
  retentionPurgers(category: RetentionCategory): RetentionPurger[];
  readonly renderers: ReadonlyMap<Topic, EventRenderer>;
  readonly preparers: ReadonlyMap<Topic, EventPreparerOf>;
  /** The durable tasks' handlers of every area, by task kind. */
  readonly taskHandlers: ReadonlyMap<string, TaskHandler>;
  /** Every area's periodic jobs. */
  readonly jobs: readonly Job[];
  /** Every area's workers. */
  readonly workers: readonly Worker[];
}

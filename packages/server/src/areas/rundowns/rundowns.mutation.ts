import type { EditWindow, RundownId } from '@newsroom/domain';
import {
  DomainError,
  type ActionOf,
  type EntityOf,
  type EventData,
  type Rundown,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { flushHeldWrites, holdWrites } from '../../platform/db/heldWrites';
import { emit } from '../../platform/realtime/outbox';
import { answerOf, type MutationAnswer } from './rundowns.afterCommit';
import { rundownCacheOf } from './rundowns.cache';
import type { Resolver } from './rundowns.resolvers';
import { KnownStories, type StoryChanges } from './rundowns.knownStories';
import { rowPoolsOf, rowStamp } from './rundowns.rowPool';
import { treeCacheOf } from './rundowns.treeCache';
import {
  LockSetChanged,
  lockWanted,
  MAX_ATTEMPTS,
  rowOnlyStory,
  sharedLock,
  type MutationLoad,
} from './rundowns.mutationLocks';
import type { LocatedStory, MutationRows } from './rundowns.tree.repository';
import { rundownsPolicy } from './rundowns.policy';
import { presentRundown } from './rundowns.presenter';
import { treeWith } from './rundowns.rows';
import {
  bumpName,
  type OnAirMarker,
  type RundownLogEntry,
  rundownsRepository,
  type ProgramAccess,
  type RundownRow,
  type BlockRow,
  type RundownTree,
  type WrittenBlock,
} from './rundowns.repository';
import type { LogAction } from './rundowns.presenter';
import { notFound } from '../../platform/http/refusals';
import { loadSection, sectionOf } from '../settings/settings.service';

/** One rundown as a mutation sees it, after its lock was taken. */
export interface LockedRundown {
  tree: RundownTree;
  rundown: Rundown;
  program: ProgramAccess;
}

/**
 * What a mutation wrote in a locked tree: rundown columns (read again, or the row its write
 * answered), its blocks (read again, or the rows its writes answered, in place of those), these
 * stories (read again), and stories it only placed or gave a display status (their rows follow
 * from the row before and what the write answered, when that write was their only one since).
 */
export interface TreeChanges extends StoryChanges {
  rundown?: boolean | RundownRow;
  blocks?: boolean | readonly WrittenBlock[];
}

/** The topics a rundown's changes are published on. */
type RundownTopic = 'rundowns' | 'blocks' | 'stories';

/** What a mutation body works with. */
export interface Mutation {
  tx: Tx;
  now: Date;
  actor: Actor;
  /** When rundowns close for edits (the newsroom's zone, the lock interval of the settings). */
  window: EditWindow;
  /** The locked rundown (404 when the caller may not see it). */
  get(rundownId: RundownId): LockedRundown;
  /**
   * The locked rundown's row (as locked, before this mutation's writes) and its program (404 as
   * `get`; in a `row` mutation, a rundown outside the lock set starts the mutation over).
   */
  row(rundownId: RundownId): { row: RundownRow; program: ProgramAccess };
  /** Starts the mutation over (what it read changed meanwhile: a shared lock's story). */
  restart(): never;
  /** The story a `{ story }` mutation named, when it is in a locked rundown. */
  located: LocatedStory | undefined;
  /** The rundowns the request named, as found under the locks (lower id first). */
  rundownIds: RundownId[];
  /**
   * Reloads a rundown after writes (same transaction). With `changed`, what this mutation wrote
   * is all that is read again — its row, its blocks, the stories of those ids (created, changed,
   * moved in or out) — and the rest is the tree as locked; without, the whole tree is read.
   */
  reload(rundownId: RundownId, changed?: TreeChanges): Promise<Rundown>;
  /**
   * As `reload` with `changed`, its reads made now, the rundown presented when the answer is
   * called: an answer built after the commit (`afterCommit`) holds no lock while it presents.
   */
  written(rundownId: RundownId, changed: TreeChanges): Promise<() => Rundown>;
  /**
   * The locked rundown with its row as written (a write of rundown columns only): its blocks and
   * stories as locked, timing presented again, no reload of the tree.
   */
  rewritten(rundownId: RundownId, row: RundownRow): Rundown;
  /** Bumps the rundown's version once per mutation; answers the new version. */
  bump(rundownId: RundownId): Promise<number>;
  /**
   * Moves the rundown's on-air marker: written with the held version bump (no statement of its
   * own); answers the rundown row as it will be (for `reload`'s `changed.rundown`).
   */
  markOnAir(rundownId: RundownId, marker: OnAirMarker): Promise<RundownRow>;
  log(
    rundownId: RundownId,
    entry: {
      action: LogAction;
      entity: string;
      entityId: number | null;
      label: string | null;
      details?: unknown;
    },
  ): Promise<void>;
  /**
   * Publishes with the rundown's new version and its program's audience. Under locks taken alone
   * the event is sent once the body is done (`runMutation`), last, with COMMIT on PostgreSQL.
   */
  publish<T extends RundownTopic, E extends EntityOf<T>, A extends ActionOf<T, E>>(
    rundownId: RundownId,
    event: { topic: T; entity: E; action: A; data: EventData<T, E, A>; id: number | null },
  ): Promise<void>;
}

/**
 * Runs a mutation of one or more rundowns in one transaction that first takes the advisory lock
 * of each rundown (lower id first, so two mutations of the same pair never deadlock). `resolve`
 * names the rundowns from the request; a set changed while waiting for the locks starts over.
 */
export async function mutateRundowns<T>(
  platform: Platform,
  actor: Actor,
  resolve: Resolver,
  body: (m: Mutation) => MutationAnswer<T>,
  load: MutationLoad = 'tree',
): Promise<T> {
  const cache = rundownCacheOf(platform.database);
  for (let attempt = 1; ; attempt++) {
    let touched: number[] = [];
    let opened: Mutation | undefined;
    try {
      const answer = await platform.database.db.transaction(async (tx) => {
        // PGlite runs one transaction at a time (one connection, its own mutex): nothing can
        // have moved between this transaction's resolve and its locks.
        const moving = load === 'tree' && platform.database.kind !== 'pglite';
        const resolvesAgain = moving && !resolve.unchangedIn;
        const {
          wanted,
          lockFirst,
          opened: rows,
        } = await lockWanted(tx, resolve, load, resolvesAgain);
        let resolved = wanted;
        if (resolvesAgain) {
          resolved = [...new Set(await resolve(tx))].sort((a, b) => a - b);
          if (resolved.length === 0) throw notFound();
          if (resolved.some((id) => !wanted.includes(id))) throw new LockSetChanged();
        }
        touched = wanted;
        const unchangedIn = moving ? resolve.unchangedIn?.bind(resolve) : undefined;
        opened = await openMutation(platform, actor, tx, wanted, {
          load,
          resolved,
          unchangedIn,
          lockFirst,
          rows,
        });
        return runMutation(opened, body);
      });
      keepTree(opened!);
      return answerOf(answer);
    } catch (error) {
      if (error instanceof LockSetChanged && attempt < MAX_ATTEMPTS) continue;
      if (error instanceof LockSetChanged)
        throw new DomainError('stale_version', 'error:staleVersion');
      throw error;
    } finally {
      // The version check keeps cached loads right; dropping them here as well costs nothing.
      for (const id of touched) cache.delete(id);
    }
  }
}

/** Runs a mutation's body, then sends the events and writes it still holds (see `openMutation`). */
export async function runMutation<T>(m: Mutation, body: (m: Mutation) => Promise<T>): Promise<T> {
  const result = await body(m);
  await ends.get(m)!.send();
  return result;
}

/** How `openMutation` opens: what it loads and what its caller found. */
export interface OpenOptions {
  load?: MutationLoad;
  /** The rundowns the request names (default: the locked ones). */
  resolved?: number[];
  /** Confirms the lock set against the trees opened (else the mutation starts over). */
  unchangedIn?: (trees: readonly RundownTree[]) => boolean;
  /** The lone rundown's lock is taken by the statement opening its tree (the caller took none). */
  lockFirst?: boolean;
  /** A row-only mutation's opening, read with its lock (`lockAndOpenStory`). */
  rows?: MutationRows;
}

/**
 * Loads the locked rundowns (the caller took their locks, or leaves a lone one's to it) and builds
 * the mutation context. Its log rows and version bumps are held back and travel with its next
 * event (or `runMutation`'s flush): the new version is known under the lock, the row having been
 * read after taking it.
 */
export async function openMutation(
  platform: Platform,
  actor: Actor,
  tx: Tx,
  wanted: number[],
  {
    load = 'tree',
    resolved = wanted,
    unchangedIn,
    lockFirst = false,
    rows: read,
  }: OpenOptions = {},
): Promise<Mutation> {
  const pools = rowPoolsOf(platform.database);
  const kept = treeCacheOf(platform.database);
  const rowOnly = load !== 'tree';
  const shared = sharedLock(load);
  // A lone rundown's tree mutation opens with the tree the last one left, when still its own, and
  // leaves its own (`keepTree`); several rundowns' (a move between two) read their stamps.
  const keeping = load === 'tree' && wanted.length === 1 ? wanted[0]! : undefined;
  // A tree mutation reads its trees' stamps with its rows; a row-only one, its story.
  const opened =
    load === 'tree'
      ? {
          ...(await rundownsRepository.openTrees(
            tx,
            wanted,
            pools,
            keeping === undefined ? undefined : kept,
            lockFirst,
          )),
          story: undefined,
        }
      : {
          ...(read ?? (await rundownsRepository.mutationRows(tx, wanted, rowOnlyStory(load)))),
          trees: [],
          seen: [],
        };
  const rows = opened.rows.map((r) => r.row);
  const lockedRows = new Map(rows.map((row) => [row.id, row]));
  const visible = new Map<number, { row: RundownRow; program: ProgramAccess }>();
  for (const { row, program } of opened.rows) {
    if (program && rundownsPolicy.canSeeProgram(actor, program))
      visible.set(row.id, { row, program });
  }
  const locked = new Map<number, LockedRundown>();
  if (load === 'tree') {
    const { trees } = opened;
    if (unchangedIn && !unchangedIn(trees)) throw new LockSetChanged();
    for (const tree of trees) {
      const entry = visible.get(tree.rundown.id);
      if (entry) locked.set(tree.rundown.id, { tree, rundown: presentRundown(tree), ...entry });
    }
  }
  const now = platform.clock();
  // The settings section came with the rundown rows; with none found it is read on its own.
  const locks = rows.length > 0 ? sectionOf('locks', opened.locks) : await loadSection(tx, 'locks');
  const window: EditWindow = {
    timeZone: platform.config.newsroomTimeZone,
    lockMinutes: locks.lockIntervalMinutes,
  };
  const versions = new Map<number, number>();
  const heldBumps = new Set<number>();
  const heldMarkers = new Map<number, OnAirMarker>();
  let heldLogs: RundownLogEntry[] = [];
  // A shared-lock mutation ends with its event's statement, which commits (`EmitOptions.commits`).
  let committed = false;
  // An exclusive one's events, sent when its body is done (`send`).
  const heldEvents: ((commits: boolean) => Promise<unknown>)[] = [];
  // Whether the tree writes were taken with the version bump (the tree left may then be kept).
  let writesTaken = false;
  /** The rundowns whose tree this mutation settled after its writes (`settle`, `reload`). */
  const settled = new Set<RundownId>();
  holdWrites(tx, () => {
    const writes = [...heldBumps].flatMap((id) => {
      const bump = rundownsRepository.bumpVersionWrite(id, now, heldMarkers.get(id));
      if (id !== keeping) return [bump];
      writesTaken = true;
      return [bump, rundownsRepository.treeWritesTakenWrite(id, opened.seen)];
    });
    heldMarkers.clear();
    if (heldLogs.length > 0) writes.push(rundownsRepository.logsWrite(heldLogs));
    heldBumps.clear();
    heldLogs = [];
    return writes;
  });
  const known = new KnownStories(pools);
  for (const { tree } of locked.values()) known.know(tree.stories);
  /**
   * A locked tree after this mutation's writes, its held bump applied (as `reload`); assembled
   * and presented when the answer is called, or when the mutation reads it again (`get`).
   */
  const settle = (rundownId: RundownId, build: () => RundownTree): (() => Rundown) => {
    const { program } = m.get(rundownId);
    const version = versions.get(rundownId);
    let tree: RundownTree | undefined;
    let presented: Rundown | undefined;
    const written = (): RundownTree => {
      if (tree) return tree;
      const built = build();
      tree =
        version === undefined
          ? built
          : { ...built, rundown: { ...built.rundown, version, updatedAt: now } };
      return tree;
    };
    const present = () => (presented ??= presentRundown(written()));
    settled.add(rundownId);
    locked.set(rundownId, {
      program,
      get tree() {
        return written();
      },
      get rundown() {
        return present();
      },
    });
    return present;
  };
  /**
   * The tree of a rundown after `changed` (see `Mutation.written`): what changed is read now,
   * the tree assembled when asked for.
   */
  const changedTree = async (rundownId: RundownId, changed: TreeChanges) => {
    const { tree: current } = m.get(rundownId);
    const row =
      changed.rundown === true
        ? await rundownsRepository.findRundown(tx, rundownId)
        : changed.rundown || current.rundown;
    if (!row) throw notFound();
    const blocks =
      changed.blocks === true
        ? await rundownsRepository.rundownBlocksPooled(tx, rundownId, pools.blocks)
        : changed.blocks && changed.blocks.length > 0
          ? withBlocks(
              current.blocks,
              changed.blocks.map(({ row, xmin }) =>
                pools.blocks.put(rowStamp(row.version, xmin), row),
              ),
            )
          : undefined;
    const stories = await known.after(tx, changed);
    return () =>
      treeWith({ ...current, rundown: row }, { ...(blocks ? { blocks } : {}), stories: stories() });
  };
  const m: Mutation = {
    tx,
    now,
    actor,
    window,
    located: opened.story,
    rundownIds: resolved,
    restart() {
      throw new LockSetChanged();
    },
    get(rundownId) {
      const found = locked.get(rundownId);
      if (found) return found;
      if (rowOnly && visible.has(rundownId))
        throw new Error('Mutation.get before reload in a row-only mutation');
      throw notFound();
    },
    row(rundownId) {
      if (rowOnly && !wanted.includes(rundownId)) throw new LockSetChanged();
      const found = visible.get(rundownId);
      if (!found) throw notFound();
      return found;
    },
    async reload(rundownId, changed) {
      // Others change the rundown beside a shared lock: its tree is nobody's state.
      if (shared) throw new Error('Mutation.reload under a shared lock');
      const { program } = m.row(rundownId);
      if (changed && locked.has(rundownId)) return (await m.written(rundownId, changed))();
      const found = await rundownsRepository.findRundown(tx, rundownId);
      // A bump may still be held: the rundown as it will be.
      const version = versions.get(rundownId);
      const row = found && version !== undefined ? { ...found, version, updatedAt: now } : found;
      const [tree] = row ? await rundownsRepository.loadTreesPooled(tx, [row], pools) : [];
      if (!tree) throw notFound();
      known.know(tree.stories);
      const rundown = presentRundown(tree);
      settled.add(rundownId);
      locked.set(rundownId, { tree, rundown, program });
      return rundown;
    },
    async written(rundownId, changed) {
      if (shared) throw new Error('Mutation.written under a shared lock');
      m.row(rundownId);
      return settle(rundownId, await changedTree(rundownId, changed));
    },
    rewritten(rundownId, row) {
      const { tree } = m.get(rundownId);
      return settle(rundownId, () => ({ ...tree, rundown: row }))();
    },
    async bump(rundownId) {
      const known = versions.get(rundownId);
      if (known !== undefined) return known;
      // Under a shared lock the version is the bump's answer, known once its event is written.
      if (shared) throw new Error('Mutation.bump under a shared lock: publish bumps');
      const locked = lockedRows.get(rundownId);
      if (!locked) throw new Error(`Mutation.bump of rundown ${rundownId}, not locked`);
      const version = locked.version + 1;
      versions.set(rundownId, version);
      heldBumps.add(rundownId);
      return version;
    },
    async markOnAir(rundownId, marker) {
      const { tree } = m.get(rundownId);
      if (versions.has(rundownId) && !heldBumps.has(rundownId))
        throw new Error(
          'Mutation.markOnAir after its version bump was sent: mark before publishing',
        );
      await m.bump(rundownId);
      heldMarkers.set(rundownId, marker);
      return { ...tree.rundown, ...marker };
    },
    async log(rundownId, entry) {
      if (committed) throw new Error('Mutation.log after its commit: log before publishing');
      heldLogs.push({
        rundownId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        label: entry.label,
        details: entry.details ?? null,
        userId: actor.userId,
        nickname: actor.nickname,
        createdAt: now,
      });
    },
    async publish(rundownId, event) {
      const audience = { programGroupIds: [...m.row(rundownId).program.groupIds] };
      if (shared) {
        if (committed) throw new Error('Mutation.publish after its commit: one event per patch');
        heldBumps.add(rundownId);
        // The bump locks the rundown row: COMMIT follows at once, every queued patch waits on it.
        committed = true;
        const recorded = await emit(
          tx,
          actor.sessionId,
          { ...event, version: null, audience },
          { after: bumpName(rundownId), commits: true },
        );
        versions.set(rundownId, recorded.version!);
        return;
      }
      const version = await m.bump(rundownId);
      heldEvents.push((commits) =>
        emit(tx, actor.sessionId, { ...event, version, audience }, { commits }),
      );
    },
  };
  /**
   * Sends what the body left held: its events, in order, the held writes travelling with the
   * first and COMMIT with the last (`EmitOptions.commits`: nothing of the transaction follows it),
   * so the rundown row its bump locked is released without a round trip; with no event, the writes.
   */
  const send = async () => {
    const events = heldEvents.splice(0);
    if (events.length === 0) return flushHeldWrites(tx);
    for (const [i, sendEvent] of events.entries()) await sendEvent(i === events.length - 1);
  };
  const keep = () => {
    if (keeping === undefined || !writesTaken || !settled.has(keeping)) return;
    kept.keep(keeping, versions.get(keeping)!, locked.get(keeping)!.tree);
  };
  ends.set(m, { send, keep });
  return m;
}

/** How each open mutation ends: what it sends last (`runMutation`), what it keeps (`keepTree`). */
const ends = new WeakMap<Mutation, { send(): Promise<void>; keep(): void }>();

/**
 * After its commit: keeps the tree a lone rundown's tree mutation left, when it settled it after
 * its writes and took the tree writes with its version bump (rundowns.treeCache.ts). The tree is
 * assembled here if the answer has not been yet, outside the lock.
 */
export function keepTree(m: Mutation): void {
  ends.get(m)?.keep();
}

/** `blocks` with the rows of `written` in place of theirs, in running order. */
function withBlocks(blocks: readonly BlockRow[], written: readonly BlockRow[]): BlockRow[] {
  const byId = new Map(written.map((block) => [block.id, block]));
  return blocks
    .map((block) => byId.get(block.id) ?? block)
    .sort((a, b) => a.index - b.index || a.id - b.id);
}

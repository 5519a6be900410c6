import type { RundownId } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { perDatabase } from '../../platform/db/perDatabase';
import type { RundownRow, RundownTree } from './rundowns.rows';

/**
 * The trees tree mutations left, by rundown and the version each bumped its rundown to. The next
 * tree mutation of that rundown opens with it instead of reading the stamps of its 300 stories
 * and assembling them again (issue 27), but only when the database says nothing was written since:
 * the rundown is still at that version and `rundown_tree_writes` holds no row for it. Every
 * statement writing blocks or stories adds such a row (a trigger, whoever writes), and only the
 * mutation that leaves a tree deletes them, with its version bump: those it saw when it opened and
 * its own. A write committed meanwhile by anyone else keeps its row, so its tree is never used.
 * Correct with several server instances: the version and the rows are the database's.
 */
export const TREES_KEPT = 200;

/** No tree kept: a version no rundown has. */
export const NO_TREE = -1;

export class TreeCache {
  private readonly trees = new Map<RundownId, { version: number; tree: RundownTree }>();

  /**
   * Runs when a mutation opens with a kept tree, in its transaction: the tests compare each such
   * tree with the database (`test/keptTrees.ts`), so a mutation that leaves a tree without naming
   * one of its writes fails every suite that runs it.
   */
  verify?: (db: Executor, row: RundownRow, tree: RundownTree) => Promise<void>;

  constructor(readonly capacity = TREES_KEPT) {}

  /** The version of the rundown whose tree is kept (NO_TREE: none). */
  versionOf(rundownId: RundownId): number {
    return this.trees.get(rundownId)?.version ?? NO_TREE;
  }

  /** The tree kept at that version, or undefined. */
  get(rundownId: RundownId, version: number): RundownTree | undefined {
    const kept = this.trees.get(rundownId);
    return kept && kept.version === version ? kept.tree : undefined;
  }

  /** Keeps the tree a committed mutation left (the rundown kept longest ago leaves first). */
  keep(rundownId: RundownId, version: number, tree: RundownTree): void {
    // Shared by the mutations that open with it: nobody may change it in place (rows are frozen).
    Object.freeze(tree.blocks);
    Object.freeze(tree.stories);
    this.trees.delete(rundownId);
    this.trees.set(rundownId, { version, tree });
    if (this.trees.size > this.capacity) this.trees.delete(this.trees.keys().next().value!);
  }

  get size(): number {
    return this.trees.size;
  }
}

/** The kept trees of one app's database handle. */
export const treeCacheOf = perDatabase(() => new TreeCache());

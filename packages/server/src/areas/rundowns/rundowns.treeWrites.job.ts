import type { Job } from '../../platform/jobs/scheduler';
import { rundownsRepository } from './rundowns.repository';

/** How long a rundown stays unchanged before its tree writes are taken by the job (ms). */
export const TREE_WRITES_QUIET_MS = 24 * 60 * 60_000;

/**
 * Hourly: takes the tree writes of rundowns unchanged for a day (`takeQuietTreeWrites`), so the
 * rows of the story saves after a rundown's last move or status change do not pile up.
 */
export const treeWritesJob: Job = {
  name: 'rundowns.treeWrites',
  everyMs: 60 * 60_000,
  run: async (tx, now) => {
    await rundownsRepository.takeQuietTreeWrites(
      tx,
      new Date(now.getTime() - TREE_WRITES_QUIET_MS),
    );
  },
};

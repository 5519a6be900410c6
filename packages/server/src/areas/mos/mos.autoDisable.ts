import { showEndsAt } from '@newsroom/domain';
import type { Job } from '../../platform/jobs/scheduler';
import { runMosAction } from './mos.actions';
import { mosActor, type MosContext } from './mos.context';
import { mosRepository } from './mos.repository';

/**
 * Auto-disable (config MOS_AUTO_DISABLE_AFTER_MINUTES): a scheduled job switches MOS off for the
 * rundowns whose show ended more than the configured minutes ago, in the newsroom time zone.
 */
export function autoDisableJob(ctx: MosContext): Job {
  return {
    name: 'mos.autoDisable',
    everyMs: 60_000,
    run: async (tx, now) => {
      const due = dueForAutoDisable(
        await mosRepository.mosEnabledRundowns(tx),
        now,
        ctx.platform.config.newsroomTimeZone,
        ctx.settings.autoDisableAfterMinutes ?? 0,
      );
      for (const rundownId of due) {
        // Sent after this transaction: MOS messages never wait inside one.
        void runMosAction(ctx, mosActor(0), rundownId, 'disable').catch((err: unknown) =>
          ctx.log.warn({ err, rundownId }, 'MOS auto-disable failed'),
        );
      }
    },
  };
}

/** The rundowns whose show ended at least `graceMinutes` before `now` (newsroom time zone). */
export function dueForAutoDisable(
  rundowns: readonly { id: number; date: string; start: string; end: string }[],
  now: Date,
  timeZone: string,
  graceMinutes: number,
): number[] {
  const limit = now.getTime() - graceMinutes * 60_000;
  return rundowns.filter((r) => showEndsAt(r, timeZone) <= limit).map((r) => r.id);
}

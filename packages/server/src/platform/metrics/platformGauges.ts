import type { Platform } from '../context';
import { taskQueue } from '../jobs/tasks';

/**
 * The platform's own gauges: sockets, outbox delivery, cached sessions and the durable task queue.
 * Across workers (groupMetrics.ts): what each process holds is summed (sockets, cached sessions);
 * the outbox is heard by every worker, so its backlog and lag are the worst worker's; the task
 * queue is read from the database, the same figure in each, so one worker's is taken.
 */
export function addPlatformGauges(platform: Platform): void {
  const { metrics, hub } = platform;
  metrics.gauge('nrcs_websocket_connections', 'Open WebSocket (STOMP) connections', () => [
    { value: hub.stats().sockets },
  ]);
  metrics.gauge(
    'nrcs_outbox_pending_events',
    'Committed events heard, not yet delivered',
    () => [{ value: hub.stats().pending }],
    [],
    'max',
  );
  metrics.gauge(
    'nrcs_outbox_delivery_lag_seconds',
    'Age of the last delivered event when it reached the sockets',
    () => [{ value: hub.stats().lagMs / 1000 }],
    [],
    'max',
  );
  metrics.gauge('nrcs_session_cache_entries', 'Sessions this instance resolved lately', () => [
    { value: platform.sessions.size },
  ]);
  metrics.gauge(
    'nrcs_tasks',
    'Durable tasks waiting, by kind and whether due',
    async () =>
      (await taskQueue(platform.database.db, platform.clock())).flatMap((row) => [
        { labels: { kind: row.kind, state: 'due' }, value: row.due },
        { labels: { kind: row.kind, state: 'waiting' }, value: row.waiting },
      ]),
    ['kind', 'state'],
    'first',
  );
}

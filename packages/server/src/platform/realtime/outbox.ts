import { sql } from 'drizzle-orm';
import type { Action, Audience, Topic } from '@newsroom/domain';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import { indexEvent } from '../search/indexer';

/** NOTIFY channel announcing new outbox rows (payload: the row id). */
export const OUTBOX_CHANNEL = 'nrcs_outbox';

/** An event a mutation publishes. */
export interface OutboxEvent {
  topic: Topic;
  action: Action;
  entity: string;
  id?: string | number | null;
  data?: unknown;
  version?: number | null;
  audience?: Audience | null;
}

/**
 * Records an event in the mutation's own transaction. PostgreSQL (and PGlite) deliver the
 * NOTIFY only when that transaction commits, so a rolled-back change never reaches a socket
 * and every server instance listening on the channel hears every committed event. An event
 * naming one document of an indexed kind also rewrites its search row in the same transaction.
 */
export async function emit(
  tx: Executor,
  originSession: string | null,
  event: OutboxEvent,
): Promise<void> {
  const [row] = await tx
    .insert(outbox)
    .values({
      topic: event.topic,
      action: event.action,
      entity: event.entity,
      entityId: event.id === undefined || event.id === null ? null : String(event.id),
      data: event.data ?? null,
      version: event.version ?? null,
      originSession,
      audience: event.audience ?? null,
    })
    .returning({ id: outbox.id });
  await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${String(row!.id)})`);
  await indexEvent(tx, event);
}

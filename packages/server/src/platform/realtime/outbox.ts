import { sql } from 'drizzle-orm';
import type { Action, Audience, Topic } from '@newsroom/domain';
import type { Db, Executor, Tx } from '../db/client';
import { outbox } from '../db/schema';

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
 * and every server instance listening on the channel hears every committed event. The emit
 * hook of the handle (the app's: the search index) runs with the event in the same transaction.
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
  await (tx as Hooked)[EMIT_HOOK]?.(tx, event);
}

/** Work that runs with every event in the emitting transaction (the app's: the search index). */
export type EmitHook = (tx: Executor, event: OutboxEvent) => Promise<void>;

const EMIT_HOOK = Symbol('emitHook');
type Hooked = { [EMIT_HOOK]?: EmitHook };
type Transaction = <T>(run: (tx: Tx) => Promise<T>, config?: unknown) => Promise<T>;

/**
 * The handle whose transactions (savepoints too) run `hook` with every event they emit. The app
 * hands this handle to its areas, so no save code knows what else an event sets off.
 */
export function withEmitHook<T extends Db | Tx>(executor: T, hook: EmitHook): T {
  const transaction = executor.transaction.bind(executor) as Transaction;
  return Object.create(executor, {
    [EMIT_HOOK]: { value: hook },
    transaction: {
      value: <R>(run: (tx: Tx) => Promise<R>, config?: unknown) =>
        transaction((tx) => run(withEmitHook(tx, hook)), config),
    },
  }) as T;
}

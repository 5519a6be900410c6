import { sql } from 'drizzle-orm';
import type {
  Action,
  ActionOf,
  Audience,
  EntityOf,
  EventData,
  EventHead,
  Topic,
} from '@newsroom/domain';
import type { Db, Executor, Tx } from '../db/client';
import { commitWith } from '../db/commitWith';
import { heldStatement, takeHeldWrites, type HeldWrite } from '../db/heldWrites';
import { outbox } from '../db/schema';

/** NOTIFY channel announcing new outbox rows (payload: the row id). */
export const OUTBOX_CHANNEL = 'nrcs_outbox';

/** What an event says besides its head: its entity's id and version, and who may receive it. */
interface EventTail {
  id?: string | number | null;
  version?: number | null;
  audience?: Audience | null;
}

/** An event a mutation publishes, of any topic: its head as the catalogue types it. */
export type OutboxEvent<T extends Topic = Topic> = EventHead<T> & EventTail;

/** An event of one topic, entity and action(s), with the data the catalogue gives them. */
export type TypedEvent<T extends Topic, E extends EntityOf<T>, A extends ActionOf<T, E>> = {
  topic: T;
  entity: E;
  action: A;
  data: EventData<T, E, A>;
} & EventTail;

/**
 * An event of code generic over the kinds it serves (the document kernel, the lookups admin):
 * each kind declares the topic, entity and view the catalogue gives it, which the compiler cannot
 * follow through generic code, so this is the one place that asserts it.
 */
export function kindEvent(
  kind: { topic: Topic; entity: string },
  body: { action: Action; data: unknown } & EventTail,
): OutboxEvent {
  return { topic: kind.topic, entity: kind.entity, ...body } as OutboxEvent;
}

/**
 * Records an event in the mutation's own transaction. PostgreSQL (and PGlite) deliver the
 * NOTIFY only when that transaction commits, so a rolled-back change never reaches a socket
 * and every server instance listening on the channel hears every committed event. The emit
 * hook of the handle (the app's: the search index) runs with the event in the same transaction.
 */
export async function emit<T extends Topic, E extends EntityOf<T>, A extends ActionOf<T, E>>(
  tx: Executor,
  originSession: string | null,
  event: TypedEvent<T, E, A>,
  options?: EmitOptions,
): Promise<RecordedEvent>;
export async function emit(
  tx: Executor,
  originSession: string | null,
  event: OutboxEvent,
  options?: EmitOptions,
): Promise<RecordedEvent>;
export async function emit(
  tx: Executor,
  originSession: string | null,
  event: OutboxEvent,
  options: EmitOptions = {},
): Promise<RecordedEvent> {
  // Serialized once: the same text is stored and kept for this instance's fan-out.
  const data = event.data === undefined || event.data === null ? null : JSON.stringify(event.data);
  const audience = event.audience ? JSON.stringify(event.audience) : null;
  const values = {
    topic: event.topic,
    action: event.action,
    entity: event.entity,
    entityId: event.id === undefined || event.id === null ? null : String(event.id),
    originSession,
  };
  const hook = (tx as Hooked)[EMIT_HOOK];
  // The hook's reads come first: the event's statement may take its rundown's row lock (a held
  // version bump), and every statement after it waits for COMMIT holding that lock.
  const hooked = (await hook?.before(tx, event)) ?? [];
  // The row, its NOTIFY, the writes the transaction held back and the hook's in one statement
  // (every mutation emits under its rundown's lock), built once per shape.
  const held = [...takeHeldWrites(tx), ...hooked];
  const after = options.after === undefined ? -1 : held.findIndex((w) => w.name === options.after);
  if (options.after !== undefined && after < 0)
    throw new Error(`emit: no held write ${options.after} to follow`);
  const statement = heldStatement(tx, held, {
    shape: `outbox_after_${after}`,
    values: {
      ...values,
      version: event.version ?? null,
      data,
      audience,
      origin: hook?.origin?.(tx) ?? null,
    },
    build: (db, p, { ctes, aliases }) => {
      const bump = after < 0 ? null : sql.identifier(aliases[after]!);
      const inserted = db.$with('inserted').as(
        db
          .insert(outbox)
          .values({
            topic: p('topic'),
            action: p('action'),
            entity: p('entity'),
            entityId: p('entityId'),
            originSession: p('originSession'),
            // Both drawn from the bump's row, so the id comes after its lock: ids follow versions.
            ...(bump === null
              ? { version: p('version') }
              : {
                  version: sql<number>`(select version from ${bump})`,
                  id: sql<number>`(select nextval(pg_get_serial_sequence('outbox', 'id')) from ${bump})`,
                }),
            data: sql`${p('data')}::jsonb`,
            audience: sql`${p('audience')}::jsonb`,
          })
          .returning({ id: outbox.id, version: outbox.version }),
      );
      return db
        .with(...ctes, inserted)
        .select({
          id: inserted.id,
          version: inserted.version,
          // "<id>", or "<id> <origin>": the instance keeping the row waits for it, not reading it.
          notified: sql`pg_notify(${OUTBOX_CHANNEL}, ${inserted.id}::text || coalesce(' ' || ${p('origin')}::text, ''))`,
        })
        .from(inserted);
    },
  });
  const committed = options.commits ? await commitWith(tx, statement) : null;
  const [row] = (committed ?? (await statement.execute())).map((r) => ({
    id: Number(r.id),
    version: r.version === null ? null : Number(r.version),
  }));
  const recorded: RecordedEvent = {
    ...values,
    id: row!.id,
    version: row!.version,
    data,
    audience,
    createdAt: new Date(),
  };
  hook?.after(tx, event, recorded);
  return recorded;
}

/** How `emit` writes an event beyond what it says. */
export interface EmitOptions {
  /**
   * A held write of the statement (a version bump `RETURNING version`) the event follows: its
   * version is that write's answer and its id is drawn once that write holds its row, so events
   * whose bumps queue on one row get ids in version order.
   */
  after?: string;
  /**
   * The event's statement ends the transaction: its COMMIT travels with it (`commitWith`), so
   * the row its held bump locked is released without a round trip.
   */
  commits?: boolean;
}

/**
 * An outbox row as `emit` wrote it, `data` and `audience` as their stored JSON text: what the
 * emitting instance fans out without reading the row back.
 */
export type RecordedEvent = Omit<typeof outbox.$inferSelect, 'data' | 'audience'> & {
  data: string | null;
  audience: string | null;
};

/**
 * Work that runs with every event in the emitting transaction: `before` its row is written (the
 * app's: the search index), answering writes that travel in the event's statement, `after` with
 * the row as written (the app's: its fan-out's copy).
 */
export interface EmitHook {
  before(tx: Executor, event: OutboxEvent): Promise<HeldWrite[] | void>;
  after(tx: Executor, event: OutboxEvent, recorded: RecordedEvent): void;
  /**
   * The mark of the instance that keeps the rows emitted on `tx` (`after`) for its fan-out, sent
   * in their NOTIFY (`RecentEvents.origin`); null when they are not kept.
   */
  origin?(tx: Executor): string | null;
}

const EMIT_HOOK = Symbol('emitHook');
type Hooked = { [EMIT_HOOK]?: EmitHook };
type Transaction = <T>(run: (tx: Tx) => Promise<T>, config?: unknown) => Promise<T>;

/** Work on the events a top-level transaction emitted, once it committed (the app's: the session cache). */
export type CommitHook = (events: readonly OutboxEvent[]) => void;

/** Work on the rows of events that will never commit (a rolled-back transaction or savepoint). */
export type RollbackHook = (recorded: readonly RecordedEvent[]) => void;

/**
 * The handle whose transactions (savepoints too) run `hook` with every event they emit,
 * `onCommit` with those of each top-level transaction once it committed (a rolled-back one's
 * never) and `onRollback` with the rows of those rolled back. The app hands this handle to its
 * areas, so no save code knows what else an event sets off.
 */
export function withEmitHook<T extends Db | Tx>(
  executor: T,
  hook: EmitHook,
  onCommit: CommitHook = () => {},
  onRollback: RollbackHook = () => {},
): T {
  const transaction = executor.transaction.bind(executor) as Transaction;
  return Object.create(executor, {
    // Emitted on this handle itself: on the database outside a transaction it is committed already.
    [EMIT_HOOK]: {
      value: {
        before: hook.before,
        origin: hook.origin,
        after: (tx: Executor, event: OutboxEvent, recorded: RecordedEvent) => {
          hook.after(tx, event, recorded);
          onCommit([event]);
        },
      } satisfies EmitHook,
    },
    transaction: {
      value: async <R>(run: (tx: Tx) => Promise<R>, config?: unknown) => {
        // A savepoint hands its events to its parent once released; only the outermost commits.
        const emitted: OutboxEvent[] = [];
        const recorded: RecordedEvent[] = [];
        const collect: EmitHook = {
          before: hook.before,
          origin: hook.origin,
          after: (tx, event, row) => {
            recorded.push(row);
            hook.after(tx, event, row);
          },
        };
        let result: R;
        try {
          result = await transaction(
            (tx) => run(withEmitHook(tx, collect, (events) => emitted.push(...events), onRollback)),
            config,
          );
        } catch (error) {
          onRollback(recorded);
          throw error;
        }
        onCommit(emitted);
        return result;
      },
    },
  }) as T;
}

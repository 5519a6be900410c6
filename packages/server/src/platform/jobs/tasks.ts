import { eq, like, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor, Tx } from '../db/client';
import { scheduledTasks } from '../db/schema';
import type { FileStorage } from '../storage/fileStorage';
import { repeat } from './repeat';

/**
 * Durable one-shot tasks (see DECISIONS "Durable tasks"): a row per task in `scheduled_tasks`,
 * claimed with FOR UPDATE SKIP LOCKED and deleted in the transaction that does its work, so a
 * task runs once across any number of instances and survives restarts. A task found after its
 * time by more than {@link LATE_AFTER_MS} (the server was down) runs once, marked late.
 */

/** A task is late when found this long after its time. */
export const LATE_AFTER_MS = 2 * 60_000;
/** How often every instance looks for due tasks. */
export const TASK_POLL_MS = 5_000;
/** Tasks claimed per pass; the rest wait for the next. */
const BATCH = 50;
/** A failing task is retried this much later, times its attempts. */
const RETRY_MS = 60_000;
/** A task failing this many times is dropped (its error is logged). */
export const MAX_ATTEMPTS = 5;

/** What a handler gets of a due task. */
export interface DueTask {
  kind: string;
  key: string;
  runAt: Date;
  payload: unknown;
  /** Found later than {@link LATE_AFTER_MS} after its time. */
  late: boolean;
  /** Failed runs before this one; at `MAX_ATTEMPTS - 1` a failure drops the task. */
  attempts: number;
}

/** What of the running app a handler may use besides the database (e.g. to delete stored bytes). */
export interface TaskContext {
  storage: FileStorage;
}

/** Does a task's work inside the transaction that removes it. */
export type TaskHandler = (tx: Tx, task: DueTask, now: Date, context: TaskContext) => Promise<void>;

/** A task to schedule. */
export interface TaskDraft {
  kind: string;
  /** Unique: scheduling the same key again moves the existing task. */
  key: string;
  runAt: Date;
  payload?: unknown;
}

/** Schedules a task, or moves the one already scheduled under its key. */
export async function scheduleTask(tx: Executor, task: TaskDraft): Promise<void> {
  const values = {
    kind: task.kind,
    key: task.key,
    runAt: task.runAt,
    payload: task.payload ?? {},
  };
  await tx
    .insert(scheduledTasks)
    .values(values)
    .onConflictDoUpdate({
      target: scheduledTasks.key,
      set: { ...values, attempts: 0, lastError: null },
    });
}

/** Cancels every task whose key starts with `keyPrefix`. */
export async function cancelTasks(tx: Executor, keyPrefix: string): Promise<void> {
  await tx.delete(scheduledTasks).where(like(scheduledTasks.key, `${escapeLike(keyPrefix)}%`));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** What a pass did: keys run, and keys that failed (retried later or dropped). */
export interface TaskPass {
  ran: string[];
  failed: string[];
}

/**
 * Runs the tasks due at `now`, each in its own transaction: claimed (SKIP LOCKED, so another
 * instance takes the next one), run, deleted. A failure rolls its work back and is retried later.
 */
export async function runDueTasks(
  database: Database,
  handlers: ReadonlyMap<string, TaskHandler>,
  now: Date,
  context: TaskContext,
): Promise<TaskPass> {
  const pass: TaskPass = { ran: [], failed: [] };
  for (let i = 0; i < BATCH; i += 1) {
    const outcome = await database.db.transaction((tx) => runOneDue(tx, handlers, now, context));
    if (!outcome) break;
    pass[outcome.ok ? 'ran' : 'failed'].push(outcome.key);
  }
  return pass;
}

async function runOneDue(
  tx: Tx,
  handlers: ReadonlyMap<string, TaskHandler>,
  now: Date,
  context: TaskContext,
): Promise<{ key: string; ok: boolean } | null> {
  const [row] = await tx
    .select()
    .from(scheduledTasks)
    .where(lte(scheduledTasks.runAt, now))
    .orderBy(scheduledTasks.runAt, scheduledTasks.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return null;
  await tx.delete(scheduledTasks).where(eq(scheduledTasks.id, row.id));
  const handler = handlers.get(row.kind);
  // A task nobody handles (its area removed) is dropped rather than retried forever.
  if (!handler) return { key: row.key, ok: false };
  const task: DueTask = {
    kind: row.kind,
    key: row.key,
    runAt: row.runAt,
    payload: row.payload,
    late: now.getTime() - row.runAt.getTime() > LATE_AFTER_MS,
    attempts: row.attempts,
  };
  try {
    // A savepoint: the handler's work rolls back alone and the retry is still recorded.
    await tx.transaction((inner) => handler(inner, task, now, context));
    return { key: row.key, ok: true };
  } catch (error) {
    await retryLater(tx, row, error, now);
    return { key: row.key, ok: false };
  }
}

/** Puts a failed task back, later, unless it failed too often. */
async function retryLater(
  tx: Tx,
  row: typeof scheduledTasks.$inferSelect,
  error: unknown,
  now: Date,
): Promise<void> {
  const attempts = row.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) return;
  await tx.insert(scheduledTasks).values({
    kind: row.kind,
    key: row.key,
    runAt: new Date(now.getTime() + RETRY_MS * attempts),
    payload: row.payload,
    attempts,
    lastError: error instanceof Error ? error.message : String(error),
    createdAt: row.createdAt,
  });
}

/** The tasks waiting under a key prefix, soonest first. */
export async function pendingTasks(db: Executor, keyPrefix: string) {
  return db
    .select({
      key: scheduledTasks.key,
      runAt: scheduledTasks.runAt,
      payload: scheduledTasks.payload,
    })
    .from(scheduledTasks)
    .where(like(scheduledTasks.key, `${escapeLike(keyPrefix)}%`))
    .orderBy(scheduledTasks.runAt);
}

/** Tasks by kind: how many are due now (waiting for a runner) and how many wait in all. */
export async function taskQueue(db: Executor, now: Date) {
  return db
    .select({
      kind: scheduledTasks.kind,
      due: sql<number>`count(*) FILTER (WHERE ${scheduledTasks.runAt} <= ${now})::int`,
      waiting: sql<number>`count(*)::int`,
    })
    .from(scheduledTasks)
    .groupBy(scheduledTasks.kind);
}

/**
 * Polls for due tasks on every instance (SKIP LOCKED shares the work; no advisory lock, whose
 * transaction would hold PGlite's one connection). Passes never overlap. Answers the stop
 * function, which waits for the pass under way.
 */
export function startTaskRunner(
  database: Database,
  handlers: ReadonlyMap<string, TaskHandler>,
  clock: () => Date,
  log: FastifyBaseLogger,
  context: TaskContext,
): () => Promise<void> {
  return repeat(TASK_POLL_MS, () =>
    runDueTasks(database, handlers, clock(), context)
      .then((pass) => {
        if (pass.failed.length) log.warn({ failed: pass.failed }, 'tasks failed');
      })
      .catch((err: unknown) => log.error({ err }, 'task pass failed')),
  );
}

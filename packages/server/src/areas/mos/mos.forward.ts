import { DEVICE_RULES, DomainError, ruleViolation, type ErrorCode } from '@newsroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { Job } from '../../platform/jobs/scheduler';
import type { MosCallKind, MosCallTypes } from './mos.calls';
import { mosCallsRepository } from './mos.calls.repository';
import { MosUnreachable } from './mos.links';

/**
 * Calls forwarded to a device's MOS leader through the database: the caller writes a row of
 * mos_calls naming the device (or none: any leader) and NOTIFYs `id:device` on
 * MOS_CALLS_CHANNEL in the same transaction; the instance leading that device claims the row
 * (only one claim wins), runs the call and writes the answer or the error; the caller polls the
 * row until it is answered or its deadline passes (then the MOS unreachable refusal), and deletes
 * it. No instance needs another's address, and a call written while no instance leads the device
 * is served by its next leader, which sweeps the waiting rows when what it leads changes.
 */

/** NOTIFY channel announcing a forwarded call (payload: `rowId:deviceId`, no device = any). */
export const MOS_CALLS_CHANNEL = 'mos_calls';
/** How often a caller reads its row for the answer. */
const ANSWER_POLL_MS = 50;
/** Rows older than this are left-overs of callers that died: the sweep deletes them. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * Deletes abandoned rows on a schedule too: a leader that keeps leading never sweeps again, and
 * callers that die between writing and deleting their row would otherwise pile up.
 */
export const abandonedCallsJob: Job = {
  name: 'mos.calls.purge',
  everyMs: ABANDONED_AFTER_MS,
  run: (tx, now) =>
    mosCallsRepository.removeOlderThan(tx, new Date(now.getTime() - ABANDONED_AFTER_MS)),
};

/** How an error crosses the database. */
type Failure =
  | { code: ErrorCode; message: string; details?: unknown }
  | { unreachable: string }
  | { error: string };

function failureOf(err: unknown): Failure {
  if (err instanceof DomainError)
    return { code: err.code, message: err.message, details: err.details };
  if (err instanceof MosUnreachable) return { unreachable: err.message };
  return { error: err instanceof Error ? err.message : String(err) };
}

function errorOf(failure: Failure): Error {
  if ('code' in failure) return new DomainError(failure.code, failure.message, failure.details);
  if ('unreachable' in failure) return new MosUnreachable(failure.unreachable);
  return new Error(failure.error);
}

/** Runs a call on the leader. */
export type MosCallRunner = (kind: MosCallKind, input: unknown) => Promise<unknown>;
/** Whether this instance serves the calls for a device (null: calls for any leader). */
export type MosCallFilter = (deviceId: number | null) => boolean;

export class MosForwarding {
  private runner: MosCallRunner | null = null;
  private accepts: MosCallFilter = () => true;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly serving = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly deadlineMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens for forwarded calls (served only while `serve` has a runner). */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(MOS_CALLS_CHANNEL, (payload) => {
      const [id, device] = payload.split(':').map((part) => (part === '' ? null : Number(part)));
      if (this.runner && Number.isSafeInteger(id) && this.accepts(device ?? null))
        this.track(this.claim(id!));
    });
  }

  /** Stops listening; waits for the calls under way. */
  async stop(): Promise<void> {
    this.runner = null;
    await this.unlisten?.();
    await Promise.allSettled([...this.serving]);
  }

  /**
   * Serves the forwarded calls `accepts` takes with `runner` (a leader), or stops serving (null);
   * serves the calls already waiting for them.
   */
  serve(runner: MosCallRunner | null, accepts: MosCallFilter = () => true): void {
    this.runner = runner;
    this.accepts = accepts;
    if (runner) this.track(this.sweep());
  }

  /**
   * Forwards a call to the leader of the device `deviceId` (null: any leader) and answers its
   * answer; the MOS unreachable refusal (naming `device`) when none comes within the deadline.
   */
  async forward<K extends MosCallKind>(
    kind: K,
    input: MosCallTypes[K]['input'],
    device: string,
    deviceId: number | null = null,
  ): Promise<MosCallTypes[K]['output']> {
    const db = this.database.db;
    const id = await mosCallsRepository.write(db, MOS_CALLS_CHANNEL, kind, input, deviceId);
    const end = Date.now() + this.deadlineMs;
    try {
      while (Date.now() < end) {
        const row = await mosCallsRepository.answerOf(db, id);
        if (row?.answeredAt) {
          if (row.failure) throw errorOf(row.failure as Failure);
          return row.answer as MosCallTypes[K]['output'];
        }
        await new Promise((resolve) => setTimeout(resolve, ANSWER_POLL_MS));
      }
      throw ruleViolation(DEVICE_RULES.unreachable, { device });
    } finally {
      await mosCallsRepository.remove(db, id).catch(() => undefined);
    }
  }

  private track(work: Promise<void>): void {
    this.serving.add(work);
    void work.finally(() => this.serving.delete(work));
  }

  /** Serves the calls waiting (written before this instance led) and drops abandoned rows. */
  private async sweep(): Promise<void> {
    const db = this.database.db;
    try {
      await mosCallsRepository.removeOlderThan(db, new Date(Date.now() - ABANDONED_AFTER_MS));
      const waiting = await mosCallsRepository.waiting(db);
      const mine = waiting.filter((call) => this.accepts(call.deviceId));
      await Promise.all(mine.map((call) => this.claim(call.id)));
    } catch (err) {
      this.log.warn({ err }, 'MOS forwarded calls: sweep failed');
    }
  }

  /** Claims the call (unless another claim won) and writes its answer. */
  private async claim(id: number): Promise<void> {
    const runner = this.runner;
    if (!runner) return;
    const db = this.database.db;
    try {
      const call = await mosCallsRepository.claim(db, id, new Date());
      if (!call) return;
      let result: { answer: unknown; failure: Failure | null };
      try {
        const answer = await runner(call.kind as MosCallKind, call.input);
        result = { answer: answer ?? null, failure: null };
      } catch (err) {
        result = { answer: null, failure: failureOf(err) };
      }
      await mosCallsRepository.answer(db, id, result, new Date());
    } catch (err) {
      this.log.warn({ err, id }, 'MOS forwarded call failed');
    }
  }
}

import pg from 'pg';
import { prepared, writtenOut } from './writtenOut';

/** What a BEGIN held back, or a skipped COMMIT or ROLLBACK, answers. */
const NOTHING_SENT = { command: '', rowCount: null, oid: 0, rows: [], fields: [] };

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * A pool connection that spares a transaction the round trips that carry nothing (one message
 * each, answered by "BEGIN" or a warning):
 * - its BEGIN is held back and sent in the message of its first statement, that statement written
 *   out if it has bound values (`writtenOut`: literals, or EXECUTE of its SQL-level prepared
 *   statement, prepared first on a connection that has not), or right before it when a value has
 *   no literal; a transaction that sends nothing sends no BEGIN either;
 * - once the server says the connection is in no transaction (`getTransactionStatus`, from its
 *   ready-for-query message) because the last statement carried the COMMIT (`commitWith`), the
 *   transaction's own COMMIT or ROLLBACK is not sent, and any other statement is refused: it would
 *   run outside the transaction it was written in.
 * Callback-style calls go straight to the driver (nothing in the server makes them).
 */
export class IdleAwareClient extends pg.Client {
  /** The BEGIN held back (none: null). */
  private heldBegin: string | null = null;
  /** A BEGIN was sent and no COMMIT or ROLLBACK since. */
  private began = false;
  /** The last statement sent failed: its transaction, if any, is aborted, whatever the status. */
  private failed = false;

  /**
   * The driver's `query`, given what it was given. A failure is answered as soon as its error
   * message arrives, maybe before the ready-for-query message that updates the status: the status
   * is read only after a success.
   */
  private async send(...args: unknown[]): Promise<unknown> {
    try {
      const answer = await ((pg.Client.prototype.query as Query).apply(
        this,
        args,
      ) as Promise<unknown>);
      this.failed = false;
      return answer;
    } catch (error) {
      this.failed = true;
      throw error;
    }
  }

  /** Whether the transaction ended with its last statement, which carried its COMMIT. */
  private committed(): boolean {
    return this.began && !this.failed && this.getTransactionStatus() === 'I';
  }

  /** `query`, for calls with a promise (pg types it with a dozen overloads). */
  async sendOrSpare(sent: unknown, values?: unknown): Promise<unknown> {
    const text = textOf(sent);
    if (/^\s*begin\b/i.test(text) && !this.began && this.heldBegin === null) {
      this.heldBegin = text;
      return NOTHING_SENT;
    }
    if (/^\s*(commit|rollback)\s*;?\s*$/i.test(text)) {
      const sentNothing = this.heldBegin !== null;
      const committed = this.committed();
      this.heldBegin = null;
      this.began = false;
      return sentNothing || committed ? NOTHING_SENT : this.send(sent, values);
    }
    if (this.committed())
      throw new Error('A statement after its transaction committed with its last one (commitWith)');
    const begin = this.heldBegin;
    if (begin === null) return this.send(sent, values);
    this.heldBegin = null;
    this.began = true;
    const config = typeof sent === 'string' ? { text: sent } : (sent as QueryConfig);
    const bound = [...((values ?? config.values ?? []) as unknown[])];
    const written =
      config.queryMode === 'extended'
        ? null
        : !config.name && bound.length === 0
          ? { run: text, prepare: null, own: null }
          : writtenOut(this, text, bound, config.name);
    if (written === null) {
      await this.send(begin);
      return this.send(sent, values);
    }
    if (written.prepare !== null) {
      await this.send(written.prepare);
      prepared(this, written);
    }
    const { name: _name, values: _values, ...rest } = config;
    const answers = (await this.send({ ...rest, text: `${begin};\n${written.run}` })) as unknown[];
    return answers.length === 2 ? answers[1] : answers.slice(1);
  }
}

(IdleAwareClient.prototype as unknown as { query: Query }).query = function (this, ...args) {
  if (args.some((arg) => typeof arg === 'function'))
    return (pg.Client.prototype.query as Query).apply(this, args);
  return (this as IdleAwareClient).sendOrSpare(args[0], args[1]);
};

/** The text of what `query` was given (a text or a query's configuration). */
function textOf(sent: unknown): string {
  const text = typeof sent === 'string' ? sent : (sent as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** A call's configuration, as pg takes it. */
type QueryConfig = pg.QueryConfig & { queryMode?: string };

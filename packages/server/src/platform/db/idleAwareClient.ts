import pg from 'pg';

/** What a BEGIN held back, or a skipped COMMIT or ROLLBACK, answers. */
const NOTHING_SENT = { command: '', rowCount: null, oid: 0, rows: [], fields: [] };

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * A pool connection that spares a transaction the round trips that carry nothing (one message
 * each, answered by "BEGIN" or a warning):
 * - its BEGIN is held back and sent in the message of its first statement when that one is a
 *   message of its own (no bound values: a lock with the opening statement, `executeAfter`),
 *   else right before it; a transaction that sends nothing sends no BEGIN either;
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

  /** The driver's `query`, given what it was given. */
  private send(...args: unknown[]): Promise<unknown> {
    return (pg.Client.prototype.query as Query).apply(this, args) as Promise<unknown>;
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
      const committed = this.began && this.getTransactionStatus() === 'I';
      this.heldBegin = null;
      this.began = false;
      return sentNothing || committed ? NOTHING_SENT : this.send(sent, values);
    }
    if (this.began && this.getTransactionStatus() === 'I')
      throw new Error('A statement after its transaction committed with its last one (commitWith)');
    const begin = this.heldBegin;
    if (begin === null) return this.send(sent, values);
    this.heldBegin = null;
    this.began = true;
    if (!ownMessage(sent, values)) {
      await this.send(begin);
      return this.send(sent, values);
    }
    const config = typeof sent === 'string' ? { text: sent } : (sent as pg.QueryConfig);
    const answers = (await this.send({ ...config, text: `${begin};\n${text}` })) as unknown[];
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

/** Whether a call is sent as a message of its own (the simple protocol): no name, no values. */
function ownMessage(sent: unknown, values: unknown): boolean {
  if (Array.isArray(values) && values.length > 0) return false;
  if (typeof sent === 'string') return true;
  const config = sent as pg.QueryConfig & { queryMode?: string };
  return (
    !config.name && !(config.values && config.values.length > 0) && config.queryMode !== 'extended'
  );
}

import pg from 'pg';

/** What a skipped COMMIT or ROLLBACK answers: what the server would, less its warning. */
const NOTHING_TO_END = { command: '', rowCount: null, oid: 0, rows: [], fields: [] };

/**
 * A pool connection aware that a transaction's last statement may carry its COMMIT (`commitWith`):
 * once the server says the connection is in no transaction (`getTransactionStatus`, from its
 * ready-for-query message), the transaction's own COMMIT or ROLLBACK is not sent — a round trip,
 * one per rundown mutation, answered by a warning only — and any other statement before it is
 * refused: it would run outside the transaction it was written in.
 */
export class IdleAwareClient extends pg.Client {
  /** A BEGIN was sent and no COMMIT or ROLLBACK since. */
  began = false;
}

type Query = (this: IdleAwareClient, ...args: unknown[]) => unknown;
// pg types `query` with a dozen overloads: one function over all of them, the driver's looked up
// on each call.
(IdleAwareClient.prototype as unknown as { query: Query }).query = function (this, ...args) {
  const text = textOf(args[0]);
  const ends = /^\s*(commit|rollback)\s*;?\s*$/i.test(text);
  const ended = this.began && this.getTransactionStatus() === 'I';
  if (ends || /^\s*begin\b/i.test(text)) this.began = !ends;
  if (!ended) return (pg.Client.prototype.query as Query).apply(this, args);
  const error = ends
    ? null
    : new Error('A statement after its transaction committed with its last one (commitWith)');
  const callback = args.find((arg) => typeof arg === 'function') as
    ((error: Error | null, result?: typeof NOTHING_TO_END) => void) | undefined;
  if (!callback) return error ? Promise.reject(error) : Promise.resolve(NOTHING_TO_END);
  queueMicrotask(() => (error ? callback(error) : callback(null, NOTHING_TO_END)));
  return undefined;
};

/** The text of what `query` was given (a text or a query's configuration). */
function textOf(sent: unknown): string {
  const text = typeof sent === 'string' ? sent : (sent as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

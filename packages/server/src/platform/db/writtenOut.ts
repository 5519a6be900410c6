import pg from 'pg';

/** A call written out for a message of several (`writtenOut`). */
export interface WrittenOut {
  /** The statement to run: the text with literals, or `EXECUTE` of its prepared statement. */
  run: string;
  /** The PREPARE to send first (its connection has not prepared it yet), or null. */
  prepare: string | null;
  /** The name it is prepared under (none: null). */
  own: string | null;
}

/** pg's own conversion of a bound value to the text it sends (null: NULL; a Buffer: binary). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } })
  .utils;

/** The SQL-level prepared statements of each connection (a driver's client). */
const preparedOn = new WeakMap<object, Set<string>>();

/**
 * A call of `connection` written out: one message takes no bound values, so they are written into
 * the text as literals — the text the driver would send for each (its `prepareValue`: dates,
 * arrays, JSON alike), quoted. A named statement runs as `EXECUTE` of an SQL-level prepared
 * statement of its own (the driver's protocol-level ones share the namespace), prepared once per
 * connection: its plan is kept, where a statement written out in full is parsed and planned on
 * every call. PREPARE is not transactional: a rollback afterwards leaves it prepared; it is sent in
 * a message of its own, so that it is known to have run. Null when a value has no literal.
 */
export function writtenOut(
  connection: object,
  text: string,
  params: readonly unknown[],
  name?: string,
): WrittenOut | null {
  const literals = params.map(literal);
  if (literals.some((value) => value === null)) return null;
  if (!name)
    return {
      run: text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1]!),
      prepare: null,
      own: null,
    };
  const own = pg.escapeIdentifier(`inlined_${name}`);
  return {
    run: literals.length > 0 ? `EXECUTE ${own}(${literals.join(', ')})` : `EXECUTE ${own}`,
    prepare: preparedOn.get(connection)?.has(own) ? null : `PREPARE ${own} AS ${text}`,
    own,
  };
}

/** Records that `written`'s PREPARE ran on `connection`. */
export function prepared(connection: object, written: WrittenOut): void {
  if (written.prepare === null || written.own === null) return;
  let names = preparedOn.get(connection);
  if (!names) preparedOn.set(connection, (names = new Set()));
  names.add(written.own);
}

/**
 * A bound value as an SQL literal, or null when it has none: binary, or a text holding NUL, which
 * would end the message's text where a bound value is refused by the server as bad input.
 */
function literal(value: unknown): string | null {
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  return typeof text === 'string' && !text.includes('\0') ? pg.escapeLiteral(text) : null;
}

import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { fieldsOf, parsersOf, resultOf, type Field } from './pgliteResults';

const send = protocol.serialize;

/** What Drizzle's PGlite driver calls on its client. */
type QueryFn = <T>(
  query: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<T>>;

interface Statement {
  name: string;
  /** Parameter type OIDs, as PostgreSQL inferred them at Parse. */
  types: number[];
  /** The columns it answers, described once at Parse (not by a Describe on every call). */
  fields: Field[];
  /** Their parsers for the last `parsers` option seen (a built-once query passes the same one). */
  parsed?: { for: QueryOptions['parsers']; parse: ReturnType<typeof parsersOf> };
}

/** Statements kept prepared; the least recently used is closed past this many. */
export const PGLITE_STATEMENTS_KEPT = 500;

/**
 * PGlite as Drizzle's client, with every statement a named prepared statement kept by its SQL
 * text. `PGlite.query` parses, describes, plans and executes an unnamed statement in six
 * protocol exchanges on every call (~0.5 ms for a one-row join, more than the join); a
 * statement seen before here is one exchange — Bind, Execute, Sync — on a plan
 * PostgreSQL may keep (issue 27: PGlite runs in the server's event loop, so this is the
 * server's CPU). Prepared statements are per connection and outlive transactions; PGlite has one.
 */
export function withStatementCache(client: PGlite, kept = PGLITE_STATEMENTS_KEPT): PGlite {
  const statements = new Map<string, Statement>();
  let named = 0;

  async function prepare(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Map order is insertion order: re-inserting keeps the oldest first, for eviction.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `pglite_${++named}`;
    const described = await client.execProtocolStream(
      Buffer.concat([send.parse({ name, text }), send.describe({ type: 'S', name }), send.sync()]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      types: parse.parseDescribeStatementResults(described),
      fields: fieldsOf(described),
    };
    statements.set(text, statement);
    if (statements.size > kept) {
      const [oldest, { name: closed }] = statements.entries().next().value!;
      statements.delete(oldest);
      await client.execProtocolStream(
        Buffer.concat([send.close({ type: 'S', name: closed }), send.sync()]),
        {
          syncToFs: false,
        },
      );
    }
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      const statement = await prepare(text);
      const { name, types, fields } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const oid = types[i] ?? 0;
        const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await client.execProtocolStream(
        Buffer.concat([send.bind({ statement: name, values }), send.execute({}), send.sync()]),
        { syncToFs: false },
      );
      let parsed = statement.parsed;
      if (!parsed || parsed.for !== options?.parsers) {
        parsed = { for: options?.parsers, parse: parsersOf(fields, client.parsers, options) };
        statement.parsed = parsed;
      }
      return resultOf<T>(messages, fields, parsed.parse, options);
    } catch (error) {
      // As PGlite's own query does: the statement and its values travel with the error.
      if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params });
      throw error;
    }
  }

  /** Options this path does not carry (types forced at Parse, blobs for COPY) take PGlite's. */
  const plain = (options?: QueryOptions) => !options?.paramTypes && !options?.blob;

  const query: QueryFn = async (text, params = [], options) => {
    if (!plain(options)) return client.query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const result = await run<never>(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => {
      const inTx: QueryFn = async (text, params = [], options) => {
        if (!plain(options) || tx.closed) return tx.query(text, params, options);
        return client.runExclusive(() => run<never>(text, params, options));
      };
      return callback(Object.assign(Object.create(tx) as Transaction, { query: inTx }));
    });

  // Drizzle's PGlite driver calls these two only; PGlite's other methods read private fields.
  return { query, transaction } as unknown as PGlite;
}

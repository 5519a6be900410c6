import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { commitWith } from './commitWith';
import type { RenderedStatement } from './inlined';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.drop());

const texts = ['plain', 'a "quoted" one', 'back\\slash', "it's", '{braces, comma}', null];

/** A statement answering the arrays it was given (prepared under `name` when one is given). */
const echo = (name?: string): RenderedStatement => ({
  toSQL: () => ({
    sql: 'select $1::bigint[] as ids, $2::text[] as texts, $3::int[] as none',
    params: [[1, 2, 9_007_199_254_740_991], texts, []],
  }),
  ...(name ? { name } : {}),
});

describe('commitWith', () => {
  it.each([
    ['written out', undefined],
    ['prepared', 'commit_with_arrays'],
  ])('writes arrays of numbers and text as literals (%s)', async (_, name) => {
    const answer = await tdb.database.db.transaction((tx) => commitWith(tx, echo(name)));
    if (tdb.database.kind === 'pglite') {
      // In process, no round trip to save: the caller runs the statement itself.
      expect(answer).toBeNull();
      return;
    }
    expect(answer).toEqual([{ ids: ['1', '2', '9007199254740991'], texts, none: [] }]);
  });

  it('leaves to the caller a statement with a value that has no literal (binary)', async () => {
    const statement: RenderedStatement = {
      toSQL: () => ({ sql: 'select length($1::bytea) as n', params: [Buffer.from([1, 2])] }),
    };
    expect(await tdb.database.db.transaction((tx) => commitWith(tx, statement))).toBeNull();
  });
});

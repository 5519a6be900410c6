import { eq } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** The columns of a document table naming its owner and its last changer. */
interface PeopleColumns {
  ownerId: PgColumn;
  changedById: PgColumn;
}

/**
 * The nicknames of a document's owner and last changer, which its answer shows: the columns to
 * select, and the joins on `users` that bring them to a `$dynamic()` select of the table.
 */
export function documentPeople(table: PeopleColumns, name: string) {
  const owner = alias(users, `${name}_owner`);
  const changer = alias(users, `${name}_changer`);
  return {
    nicknames: { ownerNickname: owner.nickname, changerNickname: changer.nickname },
    join<Q extends PgSelect>(query: Q): Q {
      // The select names its fields already: the joins only fill them, its rows stay the same.
      return query
        .leftJoin(owner, eq(owner.id, table.ownerId))
        .leftJoin(changer, eq(changer.id, table.changedById)) as unknown as Q;
    },
  };
}

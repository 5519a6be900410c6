import type { Database } from './client';

/**
 * A value kept per app's database handle (each app, in tests too, has its own), made on its first
 * use: the caches and pools that must never answer one app with another's rows.
 */
export function perDatabase<T>(make: (database: Database) => T): (database: Database) => T {
  const values = new WeakMap<Database, T>();
  return (database) => {
    let value = values.get(database);
    if (value === undefined) {
      value = make(database);
      values.set(database, value);
    }
    return value;
  };
}

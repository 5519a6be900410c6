import { DEFAULT_PAGE_SIZE, foldForMatch, type Paged } from '@newsroom/domain';

/**
 * Sources and categories are small lists loaded whole, then filtered and paged here; these keep
 * a cached list in step with saves and pushes (spec 3 §4: a created record goes first, an update
 * replaces it in place, a removal drops it).
 */

interface Versioned {
  id: number;
  version: number;
}

/** One page of the records kept by `keep` whose texts contain the filter (accents and case ignored). */
export function pageOfRecords<T>(
  all: readonly T[],
  {
    filter,
    page,
    keep,
    texts,
  }: {
    filter: string;
    page: number;
    keep: (record: T) => boolean;
    texts: (record: T) => readonly string[];
  },
): Paged<T> {
  const needle = foldForMatch(filter.trim());
  const matching = all.filter(
    (record) =>
      keep(record) &&
      (!needle || texts(record).some((text) => foldForMatch(text).includes(needle))),
  );
  const start = page * DEFAULT_PAGE_SIZE;
  return {
    data: matching.slice(start, start + DEFAULT_PAGE_SIZE),
    page,
    size: DEFAULT_PAGE_SIZE,
    total: matching.length,
  };
}

/** The list with a created record first (once). */
export function withCreatedRecord<T extends Versioned>(
  all: T[] | undefined,
  record: T,
): T[] | undefined {
  return all && [record, ...all.filter((each) => each.id !== record.id)];
}

/**
 * The list with a changed record in place (first when it was not there); a copy older than the
 * one held (a late push) changes nothing.
 */
export function withUpdatedRecord<T extends Versioned>(
  all: T[] | undefined,
  record: T,
): T[] | undefined {
  if (!all) return all;
  const held = all.find((each) => each.id === record.id);
  if (!held) return [record, ...all];
  if (held.version > record.version) return all;
  return all.map((each) => (each.id === record.id ? record : each));
}

/** The list without a removed record. */
export function withoutRecord<T extends { id: number }>(
  all: T[] | undefined,
  id: number,
): T[] | undefined {
  return all && all.filter((each) => each.id !== id);
}

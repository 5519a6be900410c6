import {
  messages as m,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

type Parser = (value: string, typeId?: number) => unknown;

/** A result column, as PGlite's results name it. */
export interface Field {
  name: string;
  dataTypeID: number;
}

/** The columns a prepared statement answers, from its Describe (none: it returns no rows). */
export function fieldsOf(described: BackendMessage[]): Field[] {
  const row = described.find((message) => message instanceof m.RowDescriptionMessage);
  return row ? row.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) : [];
}

/** Each column's parser: the query's own, else the connection's, else PGlite's defaults. */
export function parsersOf(
  fields: Field[],
  parsers: Record<number, Parser>,
  options: QueryOptions | undefined,
): (Parser | undefined)[] {
  return fields.map(
    ({ dataTypeID: id }) =>
      options?.parsers?.[id] ?? parsers[id] ?? (types.parsers as Record<number, Parser>)[id],
  );
}

/**
 * The result of one statement's messages, as PGlite's `parseResults` makes it. That one merges
 * the query's parsers into a copy of the connection's (a few hundred entries) on every call,
 * ~8 % of a story PATCH's CPU on PGlite; here the caller knows the columns and their parsers.
 */
export function resultOf<T>(
  messages: BackendMessage[],
  fields: Field[],
  parse: (Parser | undefined)[],
  options: QueryOptions | undefined,
): Results<T> {
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message instanceof m.DataRowMessage) {
      const values = message.fields.map((value, i) => {
        const parser = parse[i];
        return value === null || !parser ? value : parser(value, fields[i]!.dataTypeID);
      });
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
      );
    } else if (message instanceof m.CommandCompleteMessage) {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the last word, when there is one.
      const words = message.text.split(' ');
      const command = words[0]!;
      const rowCount = parseInt(words[words.length - 1]!, 10);
      const affects = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      return {
        rows: rows as T[],
        fields,
        command,
        affectedRows: affects ? rowCount : 0,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      } as Results<T>;
    }
  }
  return { rows: rows as T[], fields, affectedRows: 0 };
}

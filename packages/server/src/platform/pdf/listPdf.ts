import { EXPORT_LIST_LIMIT } from '@newsroom/domain';
import { tablePdf, type TablePdf } from './tablePdf';

/**
 * A list export (a day's rounds, a range of events…): the table export cut at the grid print
 * limit (spec 1: 100 records) with a note saying how many of how many are shown.
 */
export interface ListPdf extends TablePdf {
  /** The note under a cut list ("100 of 240 shown"). */
  shown: (shown: number, total: number) => string;
}

/** The rows kept and the note when the list is longer than the limit. */
export function cutList<T>(
  rows: readonly T[],
  shown: ListPdf['shown'],
  limit = EXPORT_LIST_LIMIT,
): { rows: readonly T[]; notes: string[] } {
  if (rows.length <= limit) return { rows, notes: [] };
  return { rows: rows.slice(0, limit), notes: [shown(limit, rows.length)] };
}

/** The PDF bytes of a list export, cut at the limit. */
export function listPdf({ shown, ...table }: ListPdf): Promise<Buffer> {
  const cut = cutList(table.rows, shown);
  return tablePdf({ ...table, rows: cut.rows, notes: [...cut.notes, ...(table.notes ?? [])] });
}

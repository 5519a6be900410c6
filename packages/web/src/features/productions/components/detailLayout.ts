/**
 * The detail view's rows (spec 2 "Production checklist detail view: columns split the 24-unit
 * row by the number of filled fields"): each row shows only its filled fields, each taking an
 * equal share of the 24 grid units.
 */

/** The width of a grid row in units. */
export const GRID_UNITS = 24;

/** The span of each field in a row with `filled` fields (24, 12, 8, 6...; 24 for none). */
export function columnSpan(filled: number): number {
  return filled <= 0 ? GRID_UNITS : Math.floor(GRID_UNITS / filled);
}

/** One field of the detail: its key and whether it has something to show. */
export interface DetailField<T> {
  key: string;
  isFilled: boolean;
  value: T;
}

/** A row as laid out: its filled fields and the span each takes. */
export interface LaidOutRow<T> {
  fields: DetailField<T>[];
  span: number;
}

/** Lays the rows out: empty fields leave, empty rows leave, the rest share the 24 units. */
export function layOutRows<T>(rows: readonly (readonly DetailField<T>[])[]): LaidOutRow<T>[] {
  return rows
    .map((row) => row.filter((field) => field.isFilled))
    .filter((fields) => fields.length > 0)
    .map((fields) => ({ fields, span: columnSpan(fields.length) }));
}

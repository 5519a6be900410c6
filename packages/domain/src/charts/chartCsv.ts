import { CHART_KINDS, DROP_REASONS, type Charts } from './chart';
import type { ChartText } from './chartText';

/**
 * The charts' figures as one CSV table (RFC 4180: comma separated, CRLF line ends, fields with a
 * comma, quote or line break quoted, quotes doubled), "long" so every figure fits one shape:
 * figure, item (kind, reason, person or show), date (yyyy-mm-dd, empty for a range total), value.
 * Dates stay ISO and numbers plain so a spreadsheet reads them in any language; durations are
 * whole seconds.
 *
 * Pitfall: person and show names are typed by users; a text cell starting like a formula
 * (= + - @) gets a leading apostrophe, so a spreadsheet shows it instead of running it.
 */

type Cell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as RFC 4180 wants it, text that looks like a formula defused. */
export function csvField(value: Cell): string {
  const text =
    typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, each line ended by CRLF. */
export function csvOf(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

const seconds = (ms: number): number => Math.round(ms / 1000);

/** The figures of a charts answer as CSV with a header row in the text's language. */
export function chartCsv(charts: Charts, text: ChartText): string {
  const { figures, kinds, reasons } = text;
  const rows: Cell[][] = [
    [text.columns.figure, text.columns.item, text.columns.date, text.columns.value],
  ];
  for (const day of charts.days) {
    for (const kind of CHART_KINDS)
      rows.push([figures.created, kinds[kind], day.date, day.createdByKind[kind]]);
    rows.push([figures.approved, '', day.date, day.approved]);
    rows.push([figures.aired, '', day.date, day.aired]);
    for (const reason of DROP_REASONS)
      rows.push([figures.dropped, reasons[reason], day.date, day.dropped[reason]]);
    rows.push([figures.covered, '', day.date, day.covered]);
    rows.push([figures.interrupted, '', day.date, day.interrupted]);
  }
  for (const kind of charts.kinds) {
    rows.push([figures.created, kinds[kind.kind], '', kind.created]);
    rows.push([figures.approved, kinds[kind.kind], '', kind.approved]);
    rows.push([figures.aired, kinds[kind.kind], '', kind.aired]);
  }
  for (const person of charts.people) {
    rows.push([figures.created, person.name, '', person.created]);
    rows.push([figures.approved, person.name, '', person.approved]);
    rows.push([figures.aired, person.name, '', person.aired]);
  }
  for (const show of charts.shows) {
    rows.push([figures.editions, show.name, '', show.editions]);
    rows.push([figures.plannedSeconds, show.name, '', seconds(show.plannedMs)]);
    rows.push([figures.airedSeconds, show.name, '', seconds(show.airedMs)]);
    rows.push([figures.overSeconds, show.name, '', seconds(show.overMs)]);
  }
  return csvOf(rows);
}

/** The CSV's file name: the language's stem and the range. */
export function chartCsvFileName(charts: Pick<Charts, 'from' | 'to'>, text: ChartText): string {
  return `${text.fileName}-${charts.from}-${charts.to}.csv`;
}

import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT, renderPdf } from './pdfmake';

/**
 * PDF exports made on the server with pdfmake (spec 1 §7 export names): a landscape table with a
 * title, a "generated at" line and a header row.
 */

/** What a table export holds. */
export interface TablePdf {
  /** Title on the page and in the file's metadata. */
  title: string;
  /** The "generated at …" line, already formatted for the reader's language. */
  generatedLine: string;
  /** Header row. */
  header: readonly string[];
  /** Body rows; a cell with several lines holds them separated by `\n`. */
  rows: readonly (readonly string[])[];
  /** Width of the first column in points (the rest share the page); 'auto' by default. */
  firstColumnWidth?: number;
  /** Lines printed under the table (a legend). */
  notes?: readonly string[];
  /** Footer of each page ("page 1 of 3"); none without it. */
  pageOf?: (page: number, pages: number) => string;
}

/** The pdfmake document of a table export (exposed for tests of its layout). */
export function tableDocument(table: TablePdf): TDocumentDefinitions {
  const { pageOf } = table;
  const columns = table.header.length;
  const headerRow = table.header.map((text) => ({ text, style: 'header' }));
  const widths = [table.firstColumnWidth ?? 'auto', ...Array(Math.max(columns - 1, 0)).fill('*')];
  const content: Content[] = [
    { text: table.title, style: 'title' },
    { text: table.generatedLine, style: 'generated' },
    {
      table: {
        headerRows: 1,
        widths,
        body: [headerRow, ...table.rows.map((row) => row.map((text) => ({ text })))],
      },
      layout: 'lightHorizontalLines',
    },
    ...(table.notes ?? []).map((text) => ({ text, style: 'note' })),
  ];
  return {
    // Uncompressed: the exports are small and stay readable by text tools and tests.
    compress: false,
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 28],
    info: { title: table.title },
    ...(pageOf && {
      footer: (page: number, pages: number) => ({
        text: pageOf(page, pages),
        style: 'note',
        alignment: 'center' as const,
      }),
    }),
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      generated: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 10] },
      header: { bold: true, fillColor: '#eeeeee' },
      note: { fontSize: 8, color: '#555555', margin: [0, 6, 0, 0] },
    },
    content,
  };
}

/** The PDF bytes of a table export. */
export function tablePdf(table: TablePdf): Promise<Buffer> {
  return renderPdf(tableDocument(table));
}

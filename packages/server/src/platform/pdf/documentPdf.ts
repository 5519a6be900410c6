import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { EXPORT_DEFAULT_FONT_SIZE_PT } from '@newsroom/domain';
import { PDF_FONT, renderPdf } from './pdfmake';

/**
 * A document export (a guideline, a reportage, a story…) as an A4 portrait PDF: a running header
 * with the program (or area) and the document's date, a "page X of Y" footer, the title, labelled
 * fields and the body. The body keeps its line breaks; cues (a VT, a CG, a cue in) have their own
 * style so a reader tells them from what is read. With two columns the body is the print's
 * two-column script: section, reader and cues left, what is read right.
 */

/** One piece of a document's body. */
export type DocumentPart =
  /** A heading over the parts that follow ("Roteiros", "1. OFF"). */
  | { kind: 'heading'; text: string }
  /** Text kept as written, line breaks included; `side` is its left column (section, reader). */
  | { kind: 'paragraph'; text: string; side?: string }
  /** A one-line cue ("[VT 01:20 — VT CHUVA]"); in two columns it goes left. */
  | { kind: 'cue'; text: string };

/** A titled text of a document ("Proposta" and its text); nothing when the text is blank. */
export function textBlock(heading: string, body: string): DocumentPart[] {
  return body.trim() === ''
    ? []
    : [
        { kind: 'heading', text: heading },
        { kind: 'paragraph', text: body.trim() },
      ];
}

/** What a document export holds, every word already in the reader's language. */
export interface DocumentPdf {
  /** Title on the first page and in the file's metadata (type and slug). */
  title: string;
  /** Running header, left: the program or, without one, the area. */
  headerLeft: string;
  /** Running header, right: the document's date written out in the reader's language. */
  headerRight: string;
  /** Footer of each page ("page 1 of 3"). */
  pageOf: (page: number, pages: number) => string;
  /** "Label: value" lines under the title; empty values are left out. */
  fields: readonly { label: string; value: string }[];
  parts: readonly DocumentPart[];
  /** Lay the body in two columns (print option). */
  twoColumns?: boolean;
  /** Body font size in points, an even print size (8–36); 11 by default. */
  fontSizePt?: number;
}

const SIDE_WIDTH_PT = 140;

function oneColumn(parts: readonly DocumentPart[]): Content[] {
  return parts.map((part) => {
    if (part.kind === 'heading') return { text: part.text, style: 'heading' };
    if (part.kind === 'cue') return { text: part.text, style: 'cue' };
    return part.side
      ? { text: [{ text: `${part.side}: `, bold: true }, part.text], style: 'paragraph' }
      : { text: part.text, style: 'paragraph' };
  });
}

function twoColumns(parts: readonly DocumentPart[]): Content[] {
  if (parts.length === 0) return [];
  const body = parts.map((part): TableCell[] => {
    if (part.kind === 'heading') return [{ text: part.text, style: 'heading', colSpan: 2 }, {}];
    if (part.kind === 'cue') return [{ text: part.text, style: 'cue' }, {}];
    return [{ text: part.side ?? '', bold: true }, { text: part.text }];
  });
  return [{ table: { widths: [SIDE_WIDTH_PT, '*'], body }, layout: 'noBorders' }];
}

/** The pdfmake document of a document export (exposed for tests of its layout). */
export function documentDefinition(document: DocumentPdf): TDocumentDefinitions {
  const size = document.fontSizePt ?? EXPORT_DEFAULT_FONT_SIZE_PT;
  const fields = document.fields
    .filter((field) => field.value.trim() !== '')
    .map((field) => ({
      text: [{ text: `${field.label}: `, bold: true }, field.value.trim()],
      style: 'field',
    }));
  return {
    // Uncompressed: the exports are small and stay readable by text tools and tests.
    compress: false,
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 52, 40, 44],
    info: { title: document.title },
    header: {
      columns: [
        { text: document.headerLeft, bold: true },
        { text: document.headerRight, alignment: 'right' },
      ],
      style: 'running',
      margin: [40, 22, 40, 0],
    },
    footer: (page, pages) => ({
      text: document.pageOf(page, pages),
      style: 'running',
      alignment: 'center',
      margin: [40, 14, 40, 0],
    }),
    defaultStyle: { font: PDF_FONT, fontSize: size, lineHeight: 1.15 },
    styles: {
      running: { fontSize: 8, color: '#555555' },
      title: { fontSize: size + 5, bold: true, margin: [0, 0, 0, 8] },
      field: { margin: [0, 0, 0, 2] },
      heading: { bold: true, fontSize: size + 1, margin: [0, 10, 0, 4] },
      paragraph: { margin: [0, 0, 0, 6] },
      cue: { italics: true, color: '#1d4f91', margin: [0, 0, 0, 6] },
    },
    content: [
      { text: document.title, style: 'title' },
      ...fields,
      ...(document.twoColumns ? twoColumns(document.parts) : oneColumn(document.parts)),
    ],
  };
}

/** The PDF bytes of a document export. */
export function documentPdf(document: DocumentPdf): Promise<Buffer> {
  return renderPdf(documentDefinition(document));
}

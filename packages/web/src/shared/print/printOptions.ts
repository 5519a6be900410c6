import { PRINT_FONT_SIZES, type Locale } from '@newsroom/domain';

/**
 * The print options dialog (spec 1 §1 "print options"), shared by every Print and Export PDF
 * action: one or two columns, the print size, and for a PDF the language it is written in.
 */

/** An option a print page or an export honours; the dialog shows only those. */
export type PrintOptionField = 'columns' | 'fontSize';

/** What the dialog answers. */
export interface PrintOptions {
  twoColumns: boolean;
  /** An even size from 8 to 36 pt (DECISIONS "Print font size"). */
  fontSizePt: number;
  /** The language of a PDF (the server writes and names the file in it). */
  locale: Locale;
}

/** The options a print link or a PDF query carries: only the fields the target honours. */
export function chosenOptions(
  options: PrintOptions,
  fields: readonly PrintOptionField[],
): { twoColumns?: boolean; fontSizePt?: number } {
  return {
    ...(fields.includes('columns') ? { twoColumns: options.twoColumns } : {}),
    ...(fields.includes('fontSize') ? { fontSizePt: options.fontSizePt } : {}),
  };
}

/** The URL of a PDF export with the chosen options (`?locale=…&twoColumns=…&fontSizePt=…`). */
export function pdfExportUrl(
  path: string,
  options: PrintOptions,
  fields: readonly PrintOptionField[],
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query);
  params.set('locale', options.locale);
  for (const [name, value] of Object.entries(chosenOptions(options, fields)))
    params.set(name, String(value));
  return `${path}?${params.toString()}`;
}

const SIZES: readonly number[] = PRINT_FONT_SIZES;

/** The print size a print link asks; null when it asks none or one outside the print sizes. */
export function printFontSizeOf(params: Record<string, unknown>): number | null {
  const size = params.fontSizePt;
  return typeof size === 'number' && SIZES.includes(size) ? size : null;
}

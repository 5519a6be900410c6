import { z } from 'zod';
import { localeSchema } from '../branch/branchConfig';
import { PRINT_FONT_SIZES } from '../settings/settings';

/** Export names of spec 1 §7 that are PDF files made on the server. */
export const EXPORT_NAMES = [
  'calendar',
  'checklists',
  'guidelines',
  'reportages',
  'reports',
  'rounds',
  'rundown',
  'stories',
  'teamGrid',
] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

/** Spec 1 "grid print limit": a list export holds at most this many records. */
export const EXPORT_LIST_LIMIT = 100;

/** The print size a PDF takes when none is asked (pt). */
export const EXPORT_DEFAULT_FONT_SIZE_PT = 11;

/**
 * GET …/pdf: the reader's language and the print options (spec 2, DECISIONS "Print font size":
 * one or two columns, an even size from 8 to 36 pt).
 */
export const exportPdfQuerySchema = z.object({
  locale: localeSchema.default('pt_BR'),
  twoColumns: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
  fontSizePt: z.coerce
    .number()
    .int()
    .refine((n) => (PRINT_FONT_SIZES as readonly number[]).includes(n), { message: 'invalid' })
    .optional(),
});
export type ExportPdfQuery = z.output<typeof exportPdfQuerySchema>;

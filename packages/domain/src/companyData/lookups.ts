import { z } from 'zod';
import { HEX_COLOUR_PATTERN, isPaletteColour } from './palette';

/**
 * Company data lookups (spec 3 §3, spec 2 §3 "Lookup lists"): document types, vehicles,
 * editorials and classifications. Each is a named record documents point at; they share one
 * admin screen and one set of server routes, told apart by the entity name.
 */

/** The lookup entities; the name is also the real-time `entity` and the message-key prefix. */
export const LOOKUP_ENTITIES = ['type', 'vehicle', 'editorial', 'classification'] as const;
/** One lookup entity. */
export type LookupEntity = (typeof LOOKUP_ENTITIES)[number];

/** Longest lookup, branch or team name. */
export const COMPANY_NAME_MAX = 120;
/** Longest type abbreviation. */
export const TYPE_ABBREVIATION_MAX = 10;

/** A trimmed, required name. */
export const companyNameSchema = z.string().trim().min(1).max(COMPANY_NAME_MAX);

/** Media-company kinds of a vehicle (spec 1 §3). */
export const VEHICLE_KINDS = ['NEWSPAPER', 'RADIO', 'TV', 'WEB'] as const;
/** One vehicle kind. */
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
/** A vehicle kind. */
export const vehicleKindSchema = z.enum(VEHICLE_KINDS);

/** Text vehicles show the lead (subtitle) field in news reports (spec 2 §2). */
export function isTextVehicle(kind: VehicleKind): boolean {
  return kind === 'NEWSPAPER' || kind === 'WEB';
}

/**
 * A type abbreviation: up to 10 characters, stored upper case (lower case input is raised),
 * letters, digits, spaces and `-` `.` `/` only (e.g. `VT`, `STAND-UP`).
 */
export const typeAbbreviationSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1)
  .max(TYPE_ABBREVIATION_MAX)
  .regex(/^[\p{Lu}\p{N} ./-]+$/u);

/** A type colour: a palette name (`volcano`) or a hex colour (`#d4380d`). */
export const typeColourSchema = z
  .string()
  .trim()
  .refine((value) => isPaletteColour(value) || HEX_COLOUR_PATTERN.test(value), 'invalid');

/** What an administrator sends to create or change a document type. */
export const documentTypeInputSchema = z.object({
  /** Full name, e.g. "Vivo". */
  name: companyNameSchema,
  /** Short tag shown on cards, e.g. "VIVO". */
  abbreviation: typeAbbreviationSchema,
  /** Palette name or hex colour of the tag. */
  color: typeColourSchema,
});
export type DocumentTypeInput = z.infer<typeof documentTypeInputSchema>;

/** What an administrator sends to create or change a vehicle. */
export const vehicleInputSchema = z.object({
  name: companyNameSchema,
  /** The media-company kind; NEWSPAPER and WEB are text vehicles. */
  type: vehicleKindSchema,
});
export type VehicleInput = z.infer<typeof vehicleInputSchema>;

/** What an administrator sends to create or change an editorial (desk). */
export const editorialInputSchema = z.object({ name: companyNameSchema });
export type EditorialInput = z.infer<typeof editorialInputSchema>;

/** What an administrator sends to create or change a classification. */
export const classificationInputSchema = z.object({ name: companyNameSchema });
export type ClassificationInput = z.infer<typeof classificationInputSchema>;

/** The record fields every company-data entity carries in answers. */
export const companyRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Optimistic-concurrency version; an update sends it back. */
  version: z.number().int(),
});

/** A document type as the API answers it. */
export const documentTypeSchema = companyRecordSchema.extend({
  abbreviation: z.string(),
  color: z.string(),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** A vehicle as the API answers it. */
export const vehicleSchema = companyRecordSchema.extend({ type: vehicleKindSchema });
export type Vehicle = z.infer<typeof vehicleSchema>;

/** An editorial as the API answers it. */
export const editorialSchema = companyRecordSchema;
export type Editorial = z.infer<typeof editorialSchema>;

/** A classification as the API answers it. */
export const classificationSchema = companyRecordSchema;
export type Classification = z.infer<typeof classificationSchema>;

/** Input schemas by lookup entity (forms and server share them). */
export const LOOKUP_INPUT_SCHEMAS = {
  type: documentTypeInputSchema,
  vehicle: vehicleInputSchema,
  editorial: editorialInputSchema,
  classification: classificationInputSchema,
} as const satisfies Record<LookupEntity, z.ZodObject>;

/** Answer schemas by lookup entity. */
export const LOOKUP_SCHEMAS = {
  type: documentTypeSchema,
  vehicle: vehicleSchema,
  editorial: editorialSchema,
  classification: classificationSchema,
} as const satisfies Record<LookupEntity, z.ZodObject>;

import { z } from 'zod';
import { scheduleDateSchema } from '../teams/team';
import { foldForMatch } from '../platform/text';

/**
 * The credits list (spec 1 §1 "credits list"): the people named on air in a day's stories and
 * reportages of a program — the CGs that carry a person's name and title (the "name and title"
 * lower third), one row per person, with where each is used, so a credit can be checked and sent
 * again to the character generator.
 *
 * A CG is a credit when one of its fields is named like a name (NAME_FIELDS) and has a value; its
 * title is the value of a field named like a title or role (TITLE_FIELDS), '' when it has none.
 * Field names are compared without accents, case or spaces, in the three languages.
 */

/** Field names that hold a person's name. */
export const CREDIT_NAME_FIELDS = ['nome', 'name', 'nombre'] as const;
/** Field names that hold a person's title or role. */
export const CREDIT_TITLE_FIELDS = [
  'cargo',
  'funcao',
  'titulo',
  'title',
  'role',
  'puesto',
  'funcion',
] as const;

/** A CG field as stories and reportages store it. */
export interface CreditFieldLike {
  name: string;
  value: string;
}

const NAME_KEYS = new Set<string>(CREDIT_NAME_FIELDS);
const TITLE_KEYS = new Set<string>(CREDIT_TITLE_FIELDS);

/** The person a CG credits, or null when it is not a credit (a locator, a subject strap…). */
export function creditOf(
  fields: readonly CreditFieldLike[],
): { name: string; title: string } | null {
  const valueOf = (keys: Set<string>) =>
    fields
      .find((field) => keys.has(foldForMatch(field.name)) && field.value.trim() !== '')
      ?.value.trim() ?? '';
  const name = valueOf(NAME_KEYS);
  return name === '' ? null : { name, title: valueOf(TITLE_KEYS) };
}

/** Kinds of document a credit is used in. */
export const CREDIT_DOCUMENT_KINDS = ['story', 'newsReport'] as const;
export type CreditDocumentKind = (typeof CREDIT_DOCUMENT_KINDS)[number];

/** One credit CG found in a document. */
export interface CreditUse {
  name: string;
  title: string;
  kind: CreditDocumentKind;
  documentId: number;
  slug: string;
  /** The CG's uuid within its document: what "send" names. */
  cgUuid: string;
}

/** Where a credit is used. */
export const creditUsageSchema = z.object({
  kind: z.enum(CREDIT_DOCUMENT_KINDS),
  documentId: z.number().int(),
  slug: z.string(),
});
export type CreditUsage = z.infer<typeof creditUsageSchema>;

/** One person of the credits list. */
export const creditRowSchema = z.object({
  /** Stable key of the person (name and title, accents and case folded). */
  key: z.string(),
  name: z.string(),
  title: z.string(),
  /** Documents using the credit, in the order found (each once). */
  usages: z.array(creditUsageSchema),
  /** The CG sent when the row is sent: its first use. */
  cgUuid: z.string(),
});
export type CreditRow = z.infer<typeof creditRowSchema>;

/** Why credits cannot be sent to the program's CG device (null: they can). */
export const CREDIT_DEVICE_BLOCKS = ['noDevice', 'disabled', 'notIi', 'incomplete'] as const;
export type CreditDeviceBlock = (typeof CREDIT_DEVICE_BLOCKS)[number];

/** GET /credits answer: the program's CG device and the day's credits by name. */
export const creditsListSchema = z.object({
  device: z.object({
    /** Its name, null when the program has no CG device. */
    name: z.string().nullable(),
    blockedBy: z.enum(CREDIT_DEVICE_BLOCKS).nullable(),
  }),
  rows: z.array(creditRowSchema),
});
export type CreditsList = z.infer<typeof creditsListSchema>;

/** GET /credits query. */
export const creditsQuerySchema = z.object({
  date: scheduleDateSchema,
  programId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type CreditsQuery = z.infer<typeof creditsQuerySchema>;

/** POST /credits/send body: the credit (by its CG) of that day and program to send. */
export const creditSendSchema = z.object({
  date: scheduleDateSchema,
  programId: z.number().int().positive().max(2_147_483_647),
  cgUuid: z.string().min(1).max(100),
});
export type CreditSend = z.infer<typeof creditSendSchema>;

/** The credits list from the credit CGs found: one row per person, by name then title. */
export function collectCredits(uses: readonly CreditUse[]): CreditRow[] {
  const rows = new Map<string, CreditRow>();
  for (const use of uses) {
    const key = `${foldForMatch(use.name)}|${foldForMatch(use.title)}`;
    const row = rows.get(key) ?? {
      key,
      name: use.name,
      title: use.title,
      usages: [],
      cgUuid: use.cgUuid,
    };
    if (!row.usages.some((u) => u.kind === use.kind && u.documentId === use.documentId))
      row.usages.push({ kind: use.kind, documentId: use.documentId, slug: use.slug });
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }) ||
      a.title.localeCompare(b.title, 'pt-BR', { sensitivity: 'base' }),
  );
}

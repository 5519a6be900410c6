import { z } from 'zod';
import { apiRequest, isApiError } from '../../../shared/api';

/** GET /api/contacts/export: the address book as one `text/vcard` file (the browser downloads it). */
export const VCARD_EXPORT_PATH = '/api/contacts/export';

/** What an import did: cards added, and cards skipped as people already in the address book. */
export interface VcardImport {
  imported: number;
  skipped: number;
}

/** POST /api/contacts/import: the file's cards into the address book, all or none. */
export function importVcard(text: string): Promise<VcardImport> {
  return apiRequest('/api/contacts/import', {
    method: 'POST',
    text: { body: text, contentType: 'text/vcard' },
    schema: z.object({ imported: z.number().int(), skipped: z.number().int() }),
  });
}

const refusedCardSchema = z.object({
  /** Place in the file, from 1. */
  index: z.number().int(),
  name: z.string(),
  fields: z.array(z.object({ field: z.string(), key: z.string() })),
});
/** A card the server refused, and why. */
export type RefusedCard = z.infer<typeof refusedCardSchema>;

/** The cards a refused import names (400 `contact:vcardInvalid`); empty for any other failure. */
export function refusedCardsOf(error: unknown): RefusedCard[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const parsed = z.object({ cards: z.array(refusedCardSchema) }).safeParse(error.details);
  return parsed.success ? parsed.data.cards : [];
}

import { z } from 'zod';
import { apiRequest, isApiError } from '../../../shared/api';

/** GET /api/contacts/export: the address book as one `text/vcard` file (the browser downloads it). */
export const VCARD_EXPORT_PATH = '/api/contacts/export';

/** POST /api/contacts/import: the file's cards into the address book; answers how many. */
export async function importVcard(text: string): Promise<number> {
  const answer = await apiRequest('/api/contacts/import', {
    method: 'POST',
    text: { body: text, contentType: 'text/vcard' },
    schema: z.object({ imported: z.number().int() }),
  });
  return answer.imported;
}

const refusedCardsSchema = z.object({
  cards: z.array(z.object({ index: z.number().int(), message: z.string() })),
});

/** The cards a 400 import names (`details.cards`, index from 0); empty for any other failure. */
export function refusedCardsOf(error: unknown): { index: number; message: string }[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const parsed = refusedCardsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.cards : [];
}

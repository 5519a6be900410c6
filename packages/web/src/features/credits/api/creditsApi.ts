import { z } from 'zod';
import { creditsListSchema, type CreditSend, type CreditsList } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Prefix of the cached credits lists (every day and program). */
export const CREDITS_PREFIX = ['credits'] as const;
/** Cache key of one day's credits of a program. */
export const creditsKey = (date: string, programId: number) =>
  [...CREDITS_PREFIX, date, programId] as const;

/** GET /api/credits?date=&programId=: the day's credits of a program and its CG device. */
export function fetchCredits(date: string, programId: number): Promise<CreditsList> {
  return apiRequest('/api/credits', { query: { date, programId }, schema: creditsListSchema });
}

const sentSchema = z.object({ sent: z.number().int(), devices: z.array(z.string()) });

/** POST /api/credits/send: one credit to the program's CG device (ROLE_RUNDOWN_WRITE). */
export function sendCredit(body: CreditSend): Promise<z.infer<typeof sentSchema>> {
  return apiRequest('/api/credits/send', { method: 'POST', json: body, schema: sentSchema });
}

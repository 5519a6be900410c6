import { z } from 'zod';
import { presenterRateSchema, type PresenterRate } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** GET /api/presenters/read-rates: the default rate and every presenter's. */
export const presenterRatesSchema = z.object({
  defaultWpm: z.number().int(),
  presenters: z.array(presenterRateSchema),
});
export type PresenterRates = z.infer<typeof presenterRatesSchema>;

/** Query key of the presenters' read rates (the grid's read estimates share it). */
export const PRESENTER_RATES_KEY = ['presenters', 'read-rates'] as const;

export function fetchPresenterRates(): Promise<PresenterRates> {
  return apiRequest('/api/presenters/read-rates', { schema: presenterRatesSchema });
}

/** PUT /api/presenters/{id}/read-rate: words per minute, or null for the default. */
export function savePresenterRate(userId: number, wpm: number | null): Promise<PresenterRate> {
  return apiRequest(`/api/presenters/${userId}/read-rate`, {
    method: 'PUT',
    json: { wpm },
    schema: presenterRateSchema,
  });
}

/** POST /api/presenters/{id}/read-rate/accept. */
export function acceptRateSuggestion(userId: number): Promise<PresenterRate> {
  return apiRequest(`/api/presenters/${userId}/read-rate/accept`, {
    method: 'POST',
    schema: presenterRateSchema,
  });
}

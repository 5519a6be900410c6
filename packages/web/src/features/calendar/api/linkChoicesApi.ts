import { z } from 'zod';
import { apiRequest } from '../../../shared/api';

/** What a link choice shows of a guideline and of a rundown. */
const guidelineChoiceSchema = z.object({ id: z.number().int(), slug: z.string() });
const rundownChoiceSchema = z.object({
  id: z.number().int(),
  programName: z.string(),
  start: z.string(),
});

/** The guidelines and rundowns of a day an event can be about, of the kinds the user reads. */
export async function fetchLinkChoices(
  day: string,
  readable: { assignments: boolean; rundowns: boolean },
) {
  const [assignments, rundowns] = await Promise.all([
    readable.assignments
      ? apiRequest('/api/assignments', {
          query: { date: day },
          schema: z.array(guidelineChoiceSchema.loose()),
        })
      : [],
    readable.rundowns
      ? apiRequest('/api/rundowns/grid', {
          query: { date: day },
          schema: z.array(rundownChoiceSchema.loose()),
        })
      : [],
  ]);
  return { assignments, rundowns };
}

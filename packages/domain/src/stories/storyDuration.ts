import { z } from 'zod';

/**
 * Story durations (spec 2 §9: mm:ss, ISO durations, zero seconds as default). The API answers in
 * milliseconds like the rundown; it accepts milliseconds, a clock text (`ss`, `mm:ss`,
 * `HH:mm:ss`) or an ISO-8601 duration (`PT1M30S`) so a pasted value from another system works.
 */

/** Longest duration a story part may have (a whole day). */
export const MAX_STORY_DURATION_MS = 86_400_000;

const ISO_DURATION = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/;
const CLOCK = /^\d{1,3}(?::[0-5]\d){0,2}$/;

/** ms of a clock text or ISO-8601 duration, or null when the text is neither. */
export function parseStoryDuration(text: string): number | null {
  const trimmed = text.trim().toUpperCase();
  if (trimmed === '') return null;
  const iso = ISO_DURATION.exec(trimmed);
  if (iso && trimmed !== 'PT') {
    const [, h = '0', m = '0', s = '0'] = iso;
    return Math.round((Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000);
  }
  if (!CLOCK.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0) * 1000;
}

/** ISO-8601 duration of ms, whole seconds (`PT0S` for zero). */
export function toIsoDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (total === 0) return 'PT0S';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/**
 * A duration as a client may send it: ms, a clock text or an ISO duration; parsed to ms.
 * Anything else fails with the message key `invalidDuration` (→ `validation:invalidDuration`).
 */
export const storyDurationInputSchema = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const ms = typeof value === 'number' ? value : parseStoryDuration(value);
    if (ms === null || !Number.isInteger(ms) || ms < 0 || ms > MAX_STORY_DURATION_MS) {
      ctx.addIssue({ code: 'custom', message: 'invalidDuration' });
      return z.NEVER;
    }
    return ms;
  });

import { z } from 'zod';
import { READ_SUBSECTION_TYPES, type Section, type SectionType } from './storyContent';

/**
 * Presenter read rates in words per minute (issue 26). Each presenter has their own pace, set per
 * person; without one the reporter read rate (seconds per character, area settings) is turned into
 * words per minute. A story's estimated read is its presenter text's words at that pace. After a
 * show, the aired "read stories" (only text, one presenter, no video) measure the real pace: total
 * words over total seconds, which the editor may accept as the new rate.
 *
 * Pitfalls: bracketed directions are not read (same rule as `spokenText`); a story under
 * `MIN_SAMPLE_SECONDS` on air was skipped or cut, not read, and would skew the figure.
 */

/** Slowest and fastest rates an editor may set, in words per minute. */
export const MIN_READ_WPM = 60;
export const MAX_READ_WPM = 300;
/** Characters per word (with its space) of news Portuguese: converts seconds/char to words/min. */
export const CHARS_PER_WORD = 6;
/** Aired read stories shorter than this (seconds) are not samples. */
export const MIN_SAMPLE_SECONDS = 5;

/** A read rate in whole words per minute. */
export const readWpmSchema = z.number().int().min(MIN_READ_WPM).max(MAX_READ_WPM);

/** Body of PUT /api/presenters/{id}/read-rate: the rate, or null to fall back to the default. */
export const presenterRateInputSchema = z.object({ wpm: readWpmSchema.nullable() });
export type PresenterRateInput = z.infer<typeof presenterRateInputSchema>;

/** What an aired show measured for a presenter: the suggestion and what it rests on. */
export const rateSuggestionSchema = z.object({
  wpm: z.number().int(),
  /** Words read in the samples. */
  words: z.number().int(),
  /** Seconds on air of the samples. */
  seconds: z.number().int(),
  /** How many read stories made the sample. */
  stories: z.number().int(),
  /** The rundown it was measured in and when (ISO instant). */
  rundownId: z.number().int().nullable(),
  measuredAt: z.string(),
});
export type RateSuggestion = z.infer<typeof rateSuggestionSchema>;

/** A presenter's row of GET /api/presenters/read-rates. */
export const presenterRateSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** The presenter's own rate; null = the default below applies. */
  wpm: readWpmSchema.nullable(),
  /** The rate used: own, else the reporter read rate in words per minute. */
  effectiveWpm: z.number().int(),
  suggestion: rateSuggestionSchema.nullable(),
});
export type PresenterRate = z.infer<typeof presenterRateSchema>;

/** Seconds per character → words per minute (rounded), held inside the allowed range. */
export function wpmFromSecondsPerChar(secondsPerChar: number): number {
  const wpm = Math.round(60 / (secondsPerChar * CHARS_PER_WORD));
  return Math.min(MAX_READ_WPM, Math.max(MIN_READ_WPM, wpm));
}

/** Words of a text as read aloud (no bracketed directions; a line break separates words). */
export function wordCount(text: string): number {
  return text
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** What counting words reads of a story's sections. */
type ReadableSections = readonly {
  subSections: readonly Pick<Section['subSections'][number], 'type' | 'text' | 'presenterId'>[];
}[];

/** Words each presenter reads in a story (null = text without a presenter). */
export function presenterWords(sections: ReadableSections): Map<number | null, number> {
  const words = new Map<number | null, number>();
  for (const section of sections)
    for (const sub of section.subSections)
      if (READ_SUBSECTION_TYPES.includes(sub.type))
        words.set(sub.presenterId, (words.get(sub.presenterId) ?? 0) + wordCount(sub.text));
  return words;
}

/** Words of presenter text by presenter, as a story row carries them (`readWords`). */
export function readWordsOf(
  sections: ReadableSections,
): { presenterId: number | null; words: number }[] {
  return [...presenterWords(sections)].map(([presenterId, words]) => ({ presenterId, words }));
}

/** How long `words` take at `wpm`, in whole seconds (ms). */
export function wordsReadMs(words: number, wpm: number): number {
  return Math.round((words * 60) / wpm) * 1000;
}

/** A story's estimated read: each presenter's words at their own rate. */
export function estimatedReadMs(
  words: ReadonlyMap<number | null, number>,
  wpmOf: (presenterId: number | null) => number,
): number {
  let total = 0;
  for (const [presenterId, count] of words) total += wordsReadMs(count, wpmOf(presenterId));
  return total;
}

const PICTURE_SECTIONS: readonly SectionType[] = ['VT', 'LIVE_VO', 'RECORDED_VO'];

/** One aired read story: whose, how many words, how long on air. */
export interface ReadSample {
  presenterId: number;
  words: number;
  onAirMs: number;
}

/**
 * The sample an aired story gives, or null: only a read story counts — text read by one presenter,
 * no video nor VT/VO section with anything in it — since pictures would add time nobody read.
 */
export function readSample(sections: readonly Section[], onAirMs: number): ReadSample | null {
  const hasPictures = sections.some(
    (section) =>
      (PICTURE_SECTIONS.includes(section.type) && section.subSections.length > 0) ||
      section.subSections.some((sub) => sub.type === 'MOS_VIDEO'),
  );
  if (hasPictures) return null;
  const words = presenterWords(sections);
  const presenters = [...words.keys()];
  const [presenterId] = presenters;
  if (presenters.length !== 1 || presenterId === null || presenterId === undefined) return null;
  return { presenterId, words: words.get(presenterId) ?? 0, onAirMs };
}

/**
 * The suggested rate of each presenter from a show's samples: total words / total minutes, over
 * the samples with words and at least `MIN_SAMPLE_SECONDS` on air.
 */
export function suggestedRates(
  samples: readonly ReadSample[],
): Map<number, { wpm: number; words: number; seconds: number; stories: number }> {
  const sums = new Map<number, { words: number; ms: number; stories: number }>();
  for (const sample of samples) {
    if (sample.words === 0 || sample.onAirMs < MIN_SAMPLE_SECONDS * 1000) continue;
    const sum = sums.get(sample.presenterId) ?? { words: 0, ms: 0, stories: 0 };
    sums.set(sample.presenterId, {
      words: sum.words + sample.words,
      ms: sum.ms + sample.onAirMs,
      stories: sum.stories + 1,
    });
  }
  const result = new Map<
    number,
    { wpm: number; words: number; seconds: number; stories: number }
  >();
  for (const [presenterId, sum] of sums) {
    const wpm = Math.round((sum.words * 60_000) / sum.ms);
    result.set(presenterId, {
      wpm: Math.min(MAX_READ_WPM, Math.max(MIN_READ_WPM, wpm)),
      words: sum.words,
      seconds: Math.round(sum.ms / 1000),
      stories: sum.stories,
    });
  }
  return result;
}

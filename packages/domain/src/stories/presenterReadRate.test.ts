import { describe, expect, it } from 'vitest';
import {
  estimatedReadMs,
  presenterWords,
  readSample,
  readWordsOf,
  suggestedRates,
  wordCount,
  wpmFromSecondsPerChar,
} from './presenterReadRate';
import { sectionsInputSchema, type SectionInput } from './storyContent';
import { sectionsFromInput } from './storyRules';

const words = (count: number) => Array.from({ length: count }, () => 'palavra').join(' ');
const read = (text: string, presenterId: number | null, uuid = text.slice(0, 8)) => ({
  uuid,
  type: 'CAMERA_TEXT' as const,
  text,
  presenterId,
});
const sectionsOf = (input: SectionInput[]) => sectionsFromInput(sectionsInputSchema.parse(input));

describe('words and rates', () => {
  it.each([
    ['Boa noite.', 2],
    ['Boa noite.\n[SOBE SOM]\nComeça agora.', 4],
    ['  [só direção]  ', 0],
    ['', 0],
  ])('wordCount(%j) = %i', (text, expected) => {
    expect(wordCount(text)).toBe(expected);
  });

  it.each([
    [0.075, 133],
    [0.1, 100],
    [1, 60],
    [0.01, 300],
  ])('%f s/char is %i wpm (held to 60–300)', (rate, wpm) => {
    expect(wpmFromSecondsPerChar(rate)).toBe(wpm);
  });

  it('estimates each presenter at their own rate', () => {
    const sections = sectionsOf([
      { type: 'HEADER', subSections: [read(words(150), 7, 'a'), read(words(30), 8, 'b')] },
      { type: 'FOOTER', subSections: [read(words(50), 7, 'c'), read(words(20), null, 'd')] },
    ]);
    const byPresenter = presenterWords(sections);
    expect([...byPresenter]).toEqual([
      [7, 200],
      [8, 30],
      [null, 20],
    ]);
    const rates: Record<string, number> = { 7: 100, 8: 180 };
    // 200 words at 100 = 120 s; 30 at 180 = 10 s; 20 at the default 120 = 10 s.
    expect(estimatedReadMs(byPresenter, (id) => rates[String(id)] ?? 120)).toBe(140_000);
    expect(readWordsOf(sections)).toEqual([
      { presenterId: 7, words: 200 },
      { presenterId: 8, words: 30 },
      { presenterId: null, words: 20 },
    ]);
  });
});

describe('samples after a show', () => {
  it.each<[string, SectionInput[], ReturnType<typeof readSample>]>([
    [
      'a read story by one presenter',
      [{ type: 'HEADER', subSections: [read(words(40), 7)] }],
      { presenterId: 7, words: 40, onAirMs: 20_000 },
    ],
    [
      'two presenters',
      [{ type: 'HEADER', subSections: [read(words(10), 7, 'a'), read(words(10), 8, 'b')] }],
      null,
    ],
    ['no presenter', [{ type: 'HEADER', subSections: [read(words(10), null)] }], null],
    [
      'a VT',
      [
        { type: 'HEADER', subSections: [read(words(10), 7)] },
        { type: 'VT', subSections: [{ uuid: 'v', type: 'MOS_VIDEO' }] },
      ],
      null,
    ],
    [
      'an empty VT section',
      [
        { type: 'HEADER', subSections: [read(words(10), 7)] },
        { type: 'VT', subSections: [] },
      ],
      { presenterId: 7, words: 10, onAirMs: 20_000 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(readSample(sectionsOf(input), 20_000)).toEqual(expected);
  });

  it('suggests total words over total time, skipping short and empty reads', () => {
    const rates = suggestedRates([
      { presenterId: 7, words: 60, onAirMs: 30_000 },
      { presenterId: 7, words: 90, onAirMs: 30_000 },
      { presenterId: 7, words: 40, onAirMs: 4_000 },
      { presenterId: 7, words: 0, onAirMs: 30_000 },
      { presenterId: 8, words: 10, onAirMs: 60_000 },
    ]);
    expect(rates.get(7)).toEqual({ wpm: 150, words: 150, seconds: 60, stories: 2 });
    // 10 words a minute is held to the slowest rate allowed.
    expect(rates.get(8)?.wpm).toBe(60);
    expect(suggestedRates([{ presenterId: 7, words: 5, onAirMs: 1_000 }]).size).toBe(0);
  });
});

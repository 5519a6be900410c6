import { describe, expect, it } from 'vitest';
import { parseStoryDuration, storyDurationInputSchema, toIsoDuration } from './storyDuration';
import { readDurationMs, readRateFrom, spokenText, timeStory } from './storyTiming';
import { sectionsFromInput, cgFieldErrors, normalizeSlug } from './storyRules';
import { sectionsInputSchema } from './storyContent';

describe('story durations', () => {
  it.each([
    ['01:30', 90_000],
    ['1:02:03', 3_723_000],
    ['45', 45_000],
    ['PT1M30S', 90_000],
    ['pt2h', 7_200_000],
    ['PT0.5S', 500],
  ])('%s -> %i ms', (text, expected) => {
    expect(parseStoryDuration(text)).toBe(expected);
  });
  it.each(['', 'PT', '1:99', 'abc', '-1', '01:30:00:00'])('refuses %j', (text) => {
    expect(parseStoryDuration(text)).toBeNull();
  });
  it('writes ISO durations', () => {
    expect(toIsoDuration(0)).toBe('PT0S');
    expect(toIsoDuration(3_723_000)).toBe('PT1H2M3S');
  });
  it('accepts ms or text and refuses the rest with invalidDuration', () => {
    expect(storyDurationInputSchema.parse('00:10')).toBe(10_000);
    expect(storyDurationInputSchema.parse(2000)).toBe(2000);
    const bad = storyDurationInputSchema.safeParse('ten seconds');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('invalidDuration');
    expect(storyDurationInputSchema.safeParse(-5).success).toBe(false);
  });
});

describe('read durations', () => {
  it('ignores bracketed directions and line breaks', () => {
    expect(spokenText('Boa noite.\n[SOBE SOM] Começa agora.')).toBe('Boa noite. Começa agora.');
  });
  it('rounds characters × rate to whole seconds', () => {
    // 40 characters at 0.075 s = 3 s
    expect(readDurationMs('a'.repeat(40), 0.075)).toBe(3000);
    expect(readDurationMs('a'.repeat(46), 0.075)).toBe(3000); // 3.45 s
    expect(readDurationMs('a'.repeat(47), 0.075)).toBe(4000); // 3.525 s
  });
  it("uses the presenter's own rate, else the default", () => {
    const rateOf = readRateFrom({ readRates: { '7': 0.1 }, defaultReadRate: 0.05 });
    expect(rateOf(7)).toBe(0.1);
    expect(rateOf(8)).toBe(0.05);
    expect(rateOf(null)).toBe(0.05);
    expect(readRateFrom(null)(3)).toBe(0.075);
  });
});

describe('timeStory', () => {
  const sections = sectionsFromInput(
    sectionsInputSchema.parse([
      { type: 'FOOTER', subSections: [{ uuid: 'f', type: 'CAMERA_TEXT', text: 'x'.repeat(20) }] },
      {
        type: 'HEADER',
        subSections: [
          { uuid: 'h', type: 'CAMERA_TEXT', text: 'x'.repeat(100), presenterId: 7 },
          {
            uuid: 'c',
            type: 'CG',
            cgFields: [{ uuid: 'n', name: 'Nome', value: 'Ana', size: 10 }],
          },
        ],
      },
      {
        type: 'VT',
        subSections: [
          { uuid: 'v', type: 'MOS_VIDEO', media: { durationMs: 95_000 } },
          { uuid: 'w', type: 'MOS_VIDEO', edDurMs: '00:20', media: { durationMs: 60_000 } },
        ],
      },
      {
        type: 'LIVE_VO',
        subSections: [
          { uuid: 'o', type: 'TEXT', text: 'x'.repeat(100) },
          { uuid: 'p', type: 'MOS_VIDEO', userTimingDurMs: 12_000 },
        ],
      },
    ]),
  );
  const rateOf = readRateFrom({ readRates: { '7': 0.1 }, defaultReadRate: 0.05 });

  it('sorts sections into air order and sums head, VT, VO, footer and total', () => {
    const { sections: timed, times } = timeStory(sections, rateOf, null);
    expect(timed.map((s) => s.type)).toEqual(['HEADER', 'VT', 'LIVE_VO', 'FOOTER']);
    expect(times).toEqual({
      headMs: 10_000,
      linkMs: 0,
      vtMs: 115_000,
      voMs: 12_000,
      footerMs: 1000,
      totalMs: 138_000,
    });
    const vo = timed.find((s) => s.type === 'LIVE_VO')!;
    expect(vo.voDurationMs).toBe(5000);
    expect(vo.durationMs).toBe(12_000);
  });
  it('takes a manual VT instead of the videos', () => {
    expect(timeStory(sections, rateOf, 30_000).times.vtMs).toBe(30_000);
  });
  it('refuses CG values over the template field size', () => {
    const over = sections.map((s) => ({
      ...s,
      subSections: s.subSections.map((sub) => ({
        ...sub,
        cgFields: sub.cgFields.map((f) => ({ ...f, value: 'Ana Beatriz Souza' })),
      })),
    }));
    expect(cgFieldErrors(sections)).toEqual([]);
    expect(cgFieldErrors(over)).toEqual([
      {
        field: 'sections.0.subSections.1.cgFields.0.value',
        key: 'maxChars',
        params: { count: 10 },
      },
    ]);
  });
  it('refuses two sections of one type', () => {
    const twice = sectionsInputSchema.safeParse([{ type: 'VT' }, { type: 'VT' }]);
    expect(twice.error?.issues[0]?.message).toBe('duplicateSection');
  });
  it('saves slugs trimmed in upper case', () => {
    expect(normalizeSlug('  incêndio centro ')).toBe('INCÊNDIO CENTRO');
  });
});

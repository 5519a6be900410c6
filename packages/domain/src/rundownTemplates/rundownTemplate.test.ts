import { describe, expect, it } from 'vitest';
import { formatMmss, maskMmss, parseMmss } from './duration';
import { moveTemplateStory, templatePage } from './rundownTemplate';

describe('mm:ss durations', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['12:', '12:'],
    ['123', '12:3'],
    ['12:34', '12:34'],
    ['1a2b3', '12:3'],
    ['123456', '12:34'],
  ])('masks %s as %s', (raw, masked) => expect(maskMmss(raw)).toBe(masked));

  it('parses only complete values with seconds below 60', () => {
    expect(parseMmss('02:30')).toBe(150_000);
    expect(parseMmss('2:30')).toBeNull();
    expect(parseMmss('02:3')).toBeNull();
    expect(parseMmss('02:60')).toBeNull();
  });

  it('formats milliseconds', () => {
    expect(formatMmss(0)).toBe('00:00');
    expect(formatMmss(754_400)).toBe('12:34');
  });
});

describe('moveTemplateStory', () => {
  const blocks = [
    { id: 1, storyIds: [10, 11, 12] },
    { id: 2, storyIds: [20] },
  ];
  it('puts the story before the target, or at the end of the block', () => {
    expect([
      ...moveTemplateStory(blocks, { storyId: 12, targetBlockId: 1, targetStoryId: 10 }),
    ]).toEqual([
      [1, [12, 10, 11]],
      [2, [20]],
    ]);
    expect([
      ...moveTemplateStory(blocks, { storyId: 10, targetBlockId: 2, targetStoryId: null }),
    ]).toEqual([
      [1, [11, 12]],
      [2, [20, 10]],
    ]);
  });

  it('numbers pages with two digits', () => {
    expect([templatePage(0), templatePage(9), templatePage(120)]).toEqual(['01', '10', '121']);
  });
});

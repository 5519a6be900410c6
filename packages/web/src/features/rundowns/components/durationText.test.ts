import { describe, expect, it } from 'vitest';
import { formatClockMs, parseClockMs, parseTimeOfDay } from './durationText';

describe('duration text', () => {
  it.each([
    [0, '00:00'],
    [90_000, '01:30'],
    [3_725_000, '1:02:05'],
    [-61_000, '-01:01'],
  ])('formats %i ms as %s', (ms, text) => expect(formatClockMs(ms)).toBe(text));

  it.each([
    ['1:30', 90_000],
    ['01:30', 90_000],
    ['45', 45_000],
    ['1:02:05', 3_725_000],
    ['1:75', null],
    ['abc', null],
    ['', null],
  ])('parses %s', (text, ms) => expect(parseClockMs(text)).toBe(ms));

  it.each([
    ['19:30', '19:30:00'],
    ['7:05:09', '07:05:09'],
    ['', null],
    ['25:00', undefined],
  ])('reads the time of day %s', (text, value) => expect(parseTimeOfDay(text)).toBe(value));
});

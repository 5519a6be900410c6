import { describe, expect, it } from 'vitest';
import { formatClockMs, maskClockText, parseClockMs, parseTimeOfDay } from './durationText';

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
    ['0130', null],
    ['45', null],
    ['1:30:5', null],
    ['01:75:00', null],
    ['99:59', 5_999_000],
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

describe('maskClockText', () => {
  it('keeps digits and colons only', () => {
    expect(maskClockText('12a:3b0:0x0')).toBe('12:30:00');
  });
  it('inserts the colons while plain digits are typed', () => {
    expect(maskClockText('1')).toBe('1');
    expect(maskClockText('123')).toBe('12:3');
    expect(maskClockText('1230')).toBe('12:30');
    expect(maskClockText('12300099')).toBe('12:30:00');
  });
  it('stops at HH:mm:ss', () => {
    expect(maskClockText('12:30:00:11')).toBe('12:30:00');
  });
});

import { describe, expect, it } from 'vitest';
import { isPaletteColour, THEME_PALETTE } from './palette';

describe('theme palette', () => {
  it('has the 15 names of the spec, geek being geekblue', () => {
    expect(THEME_PALETTE).toHaveLength(15);
    expect(new Set(THEME_PALETTE).size).toBe(15);
    for (const name of [
      'blue',
      'cyan',
      'geekblue',
      'gold',
      'green',
      'lime',
      'magenta',
      'orange',
      'purple',
      'red',
      'volcano',
      'yellow',
    ]) {
      expect(THEME_PALETTE).toContain(name);
    }
  });

  it.each([
    ['volcano', true],
    ['geekblue', true],
    ['geek', false],
    ['Blue', false],
    ['#1677ff', false],
    ['', false],
  ])('isPaletteColour(%j) is %s', (value, expected) => {
    expect(isPaletteColour(value)).toBe(expected);
  });
});

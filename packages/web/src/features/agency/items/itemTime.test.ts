import { describe, expect, it } from 'vitest';
import { itemTimeLabel } from './itemTime';

describe('itemTimeLabel', () => {
  const now = new Date('2026-03-10T18:00:00.000Z');
  it.each([
    ['today: the time alone', '2026-03-10T09:05:00.000Z', 'pt_BR', '09:05'],
    ['another day: date and time', '2026-03-09T23:40:00.000Z', 'pt_BR', '09/03/2026 23:40'],
    ['in the language’s date order', '2026-03-09T23:40:00.000Z', 'en_US', '03/09/2026 23:40'],
  ] as const)('%s', (_, publishedAt, locale, expected) => {
    expect(itemTimeLabel(publishedAt, now, locale)).toBe(expected);
  });
});

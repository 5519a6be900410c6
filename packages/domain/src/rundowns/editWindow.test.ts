import { describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import { assertOpenForEdits, rundownClosesAt } from './editWindow';

const saoPaulo = { timeZone: 'America/Sao_Paulo', lockMinutes: 60 };

describe('rundownClosesAt', () => {
  it.each([
    [
      'a 12:00–13:00 show closes at 14:00 local (17:00Z)',
      '12:00:00',
      '13:00:00',
      60,
      '2026-11-27T17:00:00.000Z',
    ],
    [
      'with no interval it closes at the end',
      '12:00:00',
      '13:00:00',
      0,
      '2026-11-27T16:00:00.000Z',
    ],
    [
      'a show crossing midnight closes the next day',
      '23:30:00',
      '00:30:00',
      60,
      '2026-11-28T04:30:00.000Z',
    ],
  ])('%s', (_case, start, end, lockMinutes, closes) => {
    const rundown = { date: '2026-11-27', start, end };
    expect(new Date(rundownClosesAt(rundown, { ...saoPaulo, lockMinutes })).toISOString()).toBe(
      closes,
    );
  });
});

describe('assertOpenForEdits', () => {
  const show = { date: '2026-11-27', start: '12:00:00', end: '13:00:00', displayed: false };
  const refusal = (rundown: typeof show, at: string): string | null => {
    try {
      assertOpenForEdits(rundown, saoPaulo, new Date(at));
      return null;
    } catch (error) {
      if (error instanceof DomainError) return error.message;
      throw error;
    }
  };

  it.each([
    ['during the show', show, '2026-11-27T15:30:00Z', null],
    ['59 minutes after the end', show, '2026-11-27T16:59:00Z', null],
    ['at the end of the interval', show, '2026-11-27T17:00:00Z', 'rundown:closed'],
    ['hours after the end', show, '2026-11-27T22:00:00Z', 'rundown:closed'],
    [
      'a displayed rundown, even before its show',
      { ...show, displayed: true },
      '2026-11-27T10:00:00Z',
      'rundown:displayed',
    ],
  ])('%s', (_case, rundown, at, key) => {
    expect(refusal(rundown, at)).toBe(key);
  });
});

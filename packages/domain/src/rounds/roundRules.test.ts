import { describe, expect, it } from 'vitest';
import {
  callCounts,
  callStamp,
  compareRounds,
  informationFromRound,
  isOnSheet,
  roundNameKey,
  slugFromRound,
  unsavedCall,
} from './roundRules';
import { institutionInputSchema, roundInputSchema } from './round';
import { roundCallSaveSchema, roundSheetQuerySchema } from './roundCall';

describe('roundNameKey', () => {
  it.each([
    ['Polícia Civil', 'policia civil'],
    ['  POLICIA   civil ', 'policia civil'],
    ['Saúde', 'saude'],
    ['Corpo de Bombeiros – Posto Centro', 'corpo de bombeiros – posto centro'],
    ['Defensa Civil (Ñuñoa)', 'defensa civil (nunoa)'],
  ])('%s → %s', (name, key) => {
    expect(roundNameKey(name)).toBe(key);
  });

  it('tells different names apart', () => {
    expect(roundNameKey('PM 1º BPM/M')).not.toBe(roundNameKey('PM 2º BPM/M'));
  });
});

describe('compareRounds', () => {
  const round = (id: number, time: string, institutionName: string) => ({
    id,
    time,
    institutionName,
  });

  it('orders by time, then institution name without accents, then id', () => {
    const list = [
      round(1, '22:00', 'CET'),
      round(2, '06:00', 'Polícia Civil – 2º DP'),
      round(3, '06:00', 'Hospital das Clínicas'),
      round(4, '06:00', 'hospital das clinicas'),
      round(5, '00:30', 'Defesa Civil'),
      round(6, '06:00', 'Ávila Hospital'),
    ];
    expect([...list].sort(compareRounds).map((r) => r.id)).toEqual([5, 6, 3, 4, 2, 1]);
  });
});

describe('isOnSheet', () => {
  it.each([
    [true, 0, true],
    [true, 3, true],
    [false, 0, false],
    [false, 1, true],
  ])('enabled %s, call version %i → %s', (enabled, version, shown) => {
    expect(isOnSheet({ enabled }, { version })).toBe(shown);
  });
});

describe('callStamp', () => {
  const earlier = new Date('2026-11-27T09:00:00Z');
  const now = new Date('2026-11-27T10:00:00Z');
  const pending = { state: 'pending', calledById: null, calledAt: null } as const;
  const doneBy7 = { state: 'done', calledById: 7, calledAt: earlier } as const;

  it.each([
    ['first tick records the saver', pending, 'done', { calledById: 3, calledAt: now }],
    ['no answer records the saver', pending, 'no_answer', { calledById: 3, calledAt: now }],
    ['a later note keeps who called', doneBy7, 'done', { calledById: 7, calledAt: earlier }],
    ['another state is a new call', doneBy7, 'no_answer', { calledById: 3, calledAt: now }],
    ['back to pending clears', doneBy7, 'pending', { calledById: null, calledAt: null }],
    [
      'a note while pending records nobody',
      pending,
      'pending',
      { calledById: null, calledAt: null },
    ],
  ] as const)('%s', (_name, before, state, expected) => {
    expect(callStamp(before, state, 3, now)).toEqual(expected);
  });
});

describe('what a call turns into', () => {
  it('slugs the institution in upper case, at most 100 characters', () => {
    expect(slugFromRound('  Polícia Civil – 2º DP ')).toBe('POLÍCIA CIVIL – 2º DP');
    expect(slugFromRound('x'.repeat(150))).toHaveLength(100);
  });

  it('says where it came from', () => {
    expect(informationFromRound({ time: '06:00' }, { name: 'CET', phone: '1188' })).toBe(
      '06:00 · CET · 1188',
    );
    expect(informationFromRound({ time: '07:30' }, { name: 'CET', phone: '' })).toBe('07:30 · CET');
  });
});

describe('callCounts', () => {
  it('counts each state, pending for calls never saved', () => {
    const calls = [
      unsavedCall(1, '2026-11-27'),
      { state: 'done' as const },
      { state: 'done' as const },
      { state: 'no_answer' as const },
    ];
    expect(callCounts(calls)).toEqual({ pending: 1, done: 2, no_answer: 1 });
  });
});

describe('schemas', () => {
  it.each([
    ['06:00', true],
    ['23:59', true],
    ['24:00', false],
    ['6:00', false],
    ['06:00:00', false],
  ])('round time %s valid: %s', (time, valid) => {
    expect(roundInputSchema.safeParse({ time, institutionId: 1 }).success).toBe(valid);
  });

  it.each([
    ['2026-11-27', true],
    ['2026-02-30', false],
    ['27/11/2026', false],
  ])('sheet date %s valid: %s', (date, valid) => {
    expect(roundSheetQuerySchema.safeParse({ date }).success).toBe(valid);
  });

  it('refuses a call note over 10 000 characters and a negative version', () => {
    expect(
      roundCallSaveSchema.safeParse({ state: 'done', note: 'x'.repeat(10_000), version: 0 })
        .success,
    ).toBe(true);
    expect(
      roundCallSaveSchema.safeParse({ state: 'done', note: 'x'.repeat(10_001), version: 0 })
        .success,
    ).toBe(false);
    expect(roundCallSaveSchema.safeParse({ state: 'done', version: -1 }).success).toBe(false);
  });

  it('trims names and defaults the optional fields of an institution', () => {
    expect(institutionInputSchema.parse({ name: '  CET ', segmentId: 2 })).toEqual({
      name: 'CET',
      segmentId: 2,
      phone: '',
      contactIds: [],
      address: '',
      notes: '',
    });
    expect(institutionInputSchema.safeParse({ name: '   ', segmentId: 2 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { unsavedCall, type RoundCall, type RoundSheet } from '@newsroom/domain';
import { sheetOf } from '../testFixtures';
import { withCall } from './sheetCache';

const sheet: RoundSheet = sheetOf('2026-11-27', [
  { roundId: 1, time: '06:00', institution: 'CET' },
  { roundId: 2, time: '07:00', institution: 'Samu 192' },
]);
const call = (roundId: number, version: number, date = '2026-11-27'): RoundCall => ({
  ...unsavedCall(roundId, date),
  state: 'done',
  note: `v${version}`,
  version,
});

describe('withCall', () => {
  it('puts a newer call on its line, leaving the others', () => {
    const next = withCall(sheet, call(2, 1));
    expect(next?.entries.map((entry) => entry.call.note)).toEqual(['', 'v1']);
    expect(next?.entries[0]).toBe(sheet.entries[0]);
  });

  it.each([
    ['the same version (an echo)', call(2, 0)],
    ['another day', call(2, 4, '2026-11-28')],
  ])('keeps the sheet for %s', (_name, pushed) => {
    expect(withCall(sheet, pushed)).toBe(sheet);
  });

  it('keeps a newer call held over a late push', () => {
    const held = withCall(sheet, call(1, 3))!;
    expect(withCall(held, call(1, 2))).toBe(held);
  });

  it('asks for a reload when the round has no line', () => {
    expect(withCall(sheet, call(9, 1))).toBeNull();
  });
});

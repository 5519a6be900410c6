import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './dateFormat';

describe('date format', () => {
  const at = new Date(2026, 2, 7, 9, 5, 3);

  it('puts the month first in English and the day first in Portuguese and Spanish', () => {
    expect(formatDate(at, 'en_US')).toBe('03/07/2026');
    expect(formatDate(at, 'pt_BR')).toBe('07/03/2026');
    expect(formatDate(at, 'es_ES')).toBe('07/03/2026');
  });

  it('writes a calendar day (YYYY-MM-DD) the same way, whatever the zone', () => {
    expect(formatDay('2026-11-01', 'pt_BR')).toBe('01/11/2026');
    expect(formatDay('2026-11-01', 'en_US')).toBe('11/01/2026');
  });

  it('adds a 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 17, 4, 9), 'pt_BR')).toBe('21/11/2026 17:04:09');
  });
});

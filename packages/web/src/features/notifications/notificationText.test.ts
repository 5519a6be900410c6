import { describe, expect, it } from 'vitest';
import { formatParam, notificationTarget, notificationTitle } from './notificationText';

describe('notification text', () => {
  it.each([
    ['2026-03-10T19:00', 'pt_BR', '10/03/2026 19:00'],
    ['2026-03-10T07:05', 'en_US', '03/10/2026 07:05'],
    ['2026-12-31', 'es_ES', '31/12/2026'],
    ['Sala 2', 'pt_BR', 'Sala 2'],
    [15, 'en_US', 15],
  ] as const)('formats %s for %s as %s', (value, locale, expected) => {
    expect(formatParam(value, locale)).toBe(expected);
  });

  it('translates the title with its dates formatted, or shows the key it does not know', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      key === 'notification:reminder'
        ? `${String(values?.name)} · ${String(values?.start)}`
        : String(values?.defaultValue);
    expect(
      notificationTitle(
        { titleKey: 'notification:reminder', params: { name: 'Pauta', start: '2026-03-10T09:00' } },
        t,
        'pt_BR',
      ),
    ).toBe('Pauta · 10/03/2026 09:00');
    expect(notificationTitle({ titleKey: 'chat:unknown', params: {} }, t, 'pt_BR')).toBe(
      'chat:unknown',
    );
  });

  it('opens a calendar reminder on its day, a guideline in the side viewer', () => {
    expect(
      notificationTarget({ link: { kind: 'calendar_event', id: 4, date: '2026-03-10' } }),
    ).toEqual({ path: '/main?area=calendar&date=2026-03-10&event=4' });
    expect(notificationTarget({ link: { kind: 'assignment', id: 9, date: '2026-03-10' } })).toEqual(
      {
        document: { origin: 'assignment', id: 9 },
      },
    );
    expect(notificationTarget({ link: null })).toBeNull();
    expect(notificationTarget({ link: { kind: 'unknown', id: 1, date: null } })).toBeNull();
  });
});

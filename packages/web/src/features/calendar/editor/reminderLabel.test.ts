import { describe, expect, it } from 'vitest';
import { REMINDER_MINUTES } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { reminderLabel } from './reminderLabel';

describe('reminderLabel', () => {
  it('names every reminder choice by its largest whole unit', () => {
    const english = i18n.getFixedT('en_US', 'calendar');
    expect(REMINDER_MINUTES.map((minutes) => reminderLabel(minutes, english))).toEqual([
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '3 hours',
      '4 hours',
      '1 day',
      '2 days',
      '3 days',
      '4 days',
      '1 week',
    ]);
  });

  it.each([
    ['pt_BR', 60, '1 hora'],
    ['pt_BR', 2880, '2 dias'],
    ['es_ES', 10080, '1 semana'],
    ['es_ES', 30, '30 minutos'],
  ] as const)('%s: %i minutes', (locale, minutes, label) => {
    expect(reminderLabel(minutes, i18n.getFixedT(locale, 'calendar'))).toBe(label);
  });
});

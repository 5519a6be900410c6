import { describe, expect, it } from 'vitest';
import { recurrenceSchema, type Recurrence } from './calendar';
import { mayHappen } from './ruleFeasibility';

const rule = (fields: Partial<Recurrence>) => ({ ...recurrenceSchema.parse({}), ...fields });
// Sunday 1 March 2026.
const START = new Date('2026-03-01T10:00:00Z');
const tuesday = { dayOrder: null, value: 2 };

describe('mayHappen', () => {
  it.each([
    ['daily', rule({ frequency: 'FREQ_DAILY' }), true],
    [
      '30 February',
      rule({ frequency: 'FREQ_DAILY', repeatByMonth: [2], repeatByMonthDay: [30] }),
      false,
    ],
    [
      '29 February',
      rule({ frequency: 'FREQ_YEARLY', repeatByMonth: [2], repeatByMonthDay: [29] }),
      true,
    ],
    [
      '31 April or June',
      rule({ frequency: 'FREQ_MONTHLY', repeatByMonth: [4, 6], repeatByMonthDay: [31] }),
      false,
    ],
    [
      'the last day of February',
      rule({ frequency: 'FREQ_YEARLY', repeatByMonth: [2], repeatByMonthDay: [-1] }),
      true,
    ],
    [
      'the first Monday that is the 20th',
      rule({
        frequency: 'FREQ_MONTHLY',
        repeatByMonthDay: [20],
        repetitions: [{ dayOrder: 1, value: 1 }],
      }),
      false,
    ],
    [
      'the third Monday that is the 20th',
      rule({
        frequency: 'FREQ_MONTHLY',
        repeatByMonthDay: [20],
        repetitions: [{ dayOrder: 3, value: 1 }],
      }),
      true,
    ],
    [
      'the last Friday that is the last day',
      rule({
        frequency: 'FREQ_MONTHLY',
        repeatByMonthDay: [-1],
        repetitions: [{ dayOrder: -1, value: 5 }],
      }),
      true,
    ],
    [
      'the first Monday of the year on the 20th',
      rule({
        frequency: 'FREQ_YEARLY',
        repeatByMonthDay: [20],
        repetitions: [{ dayOrder: 1, value: 1 }],
      }),
      false,
    ],
    [
      'Friday the 13th',
      rule({
        frequency: 'FREQ_MONTHLY',
        repeatByMonthDay: [13],
        repetitions: [{ dayOrder: null, value: 5 }],
      }),
      true,
    ],
    [
      'every 7 days on another weekday',
      rule({ frequency: 'FREQ_DAILY', interval: 7, repetitions: [tuesday] }),
      false,
    ],
    [
      'every 3 days on Tuesdays',
      rule({ frequency: 'FREQ_DAILY', interval: 3, repetitions: [tuesday] }),
      true,
    ],
    [
      'every 12 months from March, in July',
      rule({ frequency: 'FREQ_MONTHLY', interval: 12, repeatByMonth: [7] }),
      false,
    ],
    [
      'every 2 months from March, in July',
      rule({ frequency: 'FREQ_MONTHLY', interval: 2, repeatByMonth: [7] }),
      true,
    ],
    [
      'every 12 months from March, on the 31st',
      rule({ frequency: 'FREQ_MONTHLY', interval: 12, repeatByMonthDay: [31] }),
      true,
    ],
  ])('%s: %s', (_name, r, expected) => {
    expect(mayHappen(r, START)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { followStart, newEventValues, pickerValue, type EventFormValues } from './eventForm';

/** A new event's fields from Sunday 2026-11-29 00:00 to 01:00, then changed as given. */
function fields(changed: Partial<EventFormValues> = {}): EventFormValues {
  return { ...newEventValues('2026-11-29T00:00', '2026-11-29T01:00', false, 1), ...changed };
}

const SUNDAY = pickerValue('2026-11-29T00:00');

describe('followStart', () => {
  it.each([
    {
      case: 'moved to Saturday the 28th: the proposed weekday, day and ordinal follow',
      values: fields({ start: pickerValue('2026-11-28T23:42') }),
      expected: {
        weekdays: [6],
        monthDay: 28,
        dayOrder: 4,
        dayOrderWeekday: 6,
        months: [11],
      },
    },
    {
      case: 'moved into December: the proposed month follows',
      values: fields({ start: pickerValue('2026-12-06T10:00') }),
      expected: { weekdays: [0], monthDay: 6, dayOrder: 1, dayOrderWeekday: 0, months: [12] },
    },
    {
      case: 'inputs the user chose stay as chosen',
      values: fields({
        start: pickerValue('2026-11-28T23:42'),
        weekdays: [2, 4],
        monthDay: -1,
        dayOrder: -1,
        dayOrderWeekday: 5,
        months: [1, 7],
      }),
      expected: {},
    },
  ])('$case', ({ values, expected }) => {
    const moved = followStart(values, SUNDAY);
    const { end, ...rest } = moved;
    expect(rest).toEqual(expected);
    // The event keeps its hour: the end moves with the start.
    expect(end?.diff(values.start, 'minute')).toBe(60);
  });

  it('leaves the end alone when there is none', () => {
    const moved = followStart(
      fields({
        start: pickerValue('2026-11-30T09:00'),
        end: null as unknown as EventFormValues['end'],
      }),
      SUNDAY,
    );
    expect(moved.end).toBeUndefined();
    expect(moved.weekdays).toEqual([1]);
  });
});

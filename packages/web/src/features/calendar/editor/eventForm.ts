import dayjs, { type Dayjs } from 'dayjs';
import {
  NO_RECURRENCE,
  type CalendarEvent,
  type DAY_ORDERS,
  type CalendarEventInput,
  type EventLink,
  type Frequency,
  type Recurrence,
  type ReminderMinutes,
} from '@newsroom/domain';
import { deepEqual } from '../../../shared/drafts';

/** How a repetition ends in the form. */
export type RepeatEnd = 'never' | 'until' | 'count';
/** How a monthly repetition picks its day. */
export type MonthlyBy = 'monthDay' | 'weekday';

/** The event editor's fields: the event's, with the repetition spread over simple inputs. */
export interface EventFormValues {
  name: string;
  calendarId: number | undefined;
  categoryId: number | null;
  allDay: boolean;
  start: Dayjs;
  end: Dayjs;
  location: string;
  description: string;
  frequency: Frequency | 'none';
  interval: number;
  /** Weekly: weekdays 0 (Sunday) … 6. */
  weekdays: number[];
  monthlyBy: MonthlyBy;
  /** Monthly by day: 1–31, or -1 for the last day. */
  monthDay: number;
  /** Monthly by weekday: 1–5 or -1 (last), and the weekday. */
  dayOrder: (typeof DAY_ORDERS)[number];
  dayOrderWeekday: number;
  /** Yearly: months 1–12. */
  months: number[];
  ends: RepeatEnd;
  until: Dayjs | null;
  count: number | null;
  exDates: Dayjs[];
  reminders: { minutesBefore: ReminderMinutes; usersIds: number[] }[];
  /** The guideline or rundown it is about, as `assignment:12` / `rundown:3`. */
  link: string | null;
}

/** A link as the form's select holds it. */
export const linkKey = (link: EventLink): string => `${link.kind}:${link.id}`;

/** The link a select value names, or null. */
export function linkOf(key: string | null | undefined): EventLink | null {
  const match = /^(assignment|rundown):(\d+)$/.exec(key ?? '');
  return match ? { kind: match[1] as EventLink['kind'], id: Number(match[2]) } : null;
}

const WALL_FORMAT = 'YYYY-MM-DDTHH:mm';
const DAY_FORMAT = 'YYYY-MM-DD';

/** A wall-clock time or date as a picker value (the browser's zone only carries the digits). */
export const pickerValue = (wall: string): Dayjs => dayjs(wall);

/** A picker value as the contract's wall-clock time, or date for an all-day event. */
export const wallOf = (value: Dayjs, allDay: boolean): string =>
  value.format(allDay ? DAY_FORMAT : WALL_FORMAT);

/** The repetition inputs a start proposes: its weekday, its day of the month, its month. */
type StartAnchored = Pick<
  EventFormValues,
  'weekdays' | 'monthDay' | 'dayOrder' | 'dayOrderWeekday' | 'months'
>;

function anchoredTo(start: Dayjs): StartAnchored {
  return {
    weekdays: [start.day()],
    monthDay: start.date(),
    dayOrder: Math.min(Math.ceil(start.date() / 7), 5) as EventFormValues['dayOrder'],
    dayOrderWeekday: start.day(),
    months: [start.month() + 1],
  };
}

/**
 * What moving the start from `previous` to `values.start` changes besides: the end keeps the
 * event's length, and each repetition input still at what the previous start proposed follows
 * the new one, so a weekly meeting moved to Saturday repeats on Saturdays. Inputs the user chose
 * stay as chosen.
 */
export function followStart(values: EventFormValues, previous: Dayjs): Partial<EventFormValues> {
  const { start } = values;
  const was = anchoredTo(previous);
  const now = anchoredTo(start);
  const moved: Partial<EventFormValues> = {};
  if (values.end) moved.end = values.end.add(start.diff(previous));
  if (deepEqual(values.weekdays, was.weekdays)) moved.weekdays = now.weekdays;
  if (values.monthDay === was.monthDay) moved.monthDay = now.monthDay;
  if (values.dayOrder === was.dayOrder && values.dayOrderWeekday === was.dayOrderWeekday) {
    moved.dayOrder = now.dayOrder;
    moved.dayOrderWeekday = now.dayOrderWeekday;
  }
  if (deepEqual(values.months, was.months)) moved.months = now.months;
  return moved;
}

/** The fields of a new event from `start` to `end` (dates when all-day, end inclusive). */
export function newEventValues(
  start: string,
  end: string,
  allDay: boolean,
  calendarId: number | undefined,
): EventFormValues {
  const startValue = pickerValue(start);
  return {
    name: '',
    calendarId,
    categoryId: null,
    allDay,
    start: startValue,
    end: pickerValue(end),
    location: '',
    description: '',
    frequency: 'none',
    interval: 1,
    ...anchoredTo(startValue),
    monthlyBy: 'monthDay',
    ends: 'never',
    until: null,
    count: null,
    exDates: [],
    reminders: [],
    link: null,
  };
}

/** The fields of a saved event, placed at one of its occurrences (`start`–`end`). */
export function eventValues(event: CalendarEvent, start: string, end: string): EventFormValues {
  const values = newEventValues(start, end, event.allDay, event.calendarId);
  const ordinal = event.repetitions.find((r) => r.dayOrder !== null);
  const weekdays = event.repetitions.filter((r) => r.dayOrder === null).map((r) => r.value);
  return {
    ...values,
    name: event.name,
    categoryId: event.categoryId,
    location: event.location,
    description: event.description,
    frequency: event.frequency ?? 'none',
    interval: event.interval,
    weekdays: weekdays.length > 0 ? weekdays : values.weekdays,
    monthlyBy: ordinal ? 'weekday' : 'monthDay',
    monthDay: event.repeatByMonthDay[0] ?? values.monthDay,
    dayOrder: ordinal?.dayOrder ?? values.dayOrder,
    dayOrderWeekday: ordinal?.value ?? values.dayOrderWeekday,
    months: event.repeatByMonth.length > 0 ? event.repeatByMonth : values.months,
    ends: event.repeatUtil ? 'until' : event.repeatCount ? 'count' : 'never',
    until: event.repeatUtil ? pickerValue(event.repeatUtil) : null,
    count: event.repeatCount,
    exDates: event.exDates.map(pickerValue),
    reminders: event.reminders.map((r) => ({ ...r, usersIds: [...r.usersIds] })),
    link: event.link ? linkKey(event.link) : null,
  };
}

/** The repetition the fields describe (only the inputs of the chosen frequency count). */
export function recurrenceOf(values: EventFormValues): Recurrence {
  const none: Recurrence = { ...NO_RECURRENCE };
  if (values.frequency === 'none') return none;
  const frequency = values.frequency;
  const byWeekday = frequency === 'FREQ_MONTHLY' && values.monthlyBy === 'weekday';
  return {
    frequency,
    interval: values.interval,
    repeatCount: values.ends === 'count' ? values.count : null,
    repeatUtil: values.ends === 'until' && values.until ? values.until.format(DAY_FORMAT) : null,
    repeatByMonthDay: frequency === 'FREQ_MONTHLY' && !byWeekday ? [values.monthDay] : [],
    repeatByMonth: frequency === 'FREQ_YEARLY' ? [...values.months].sort((a, b) => a - b) : [],
    repetitions:
      frequency === 'FREQ_WEEKLY'
        ? [...values.weekdays].sort((a, b) => a - b).map((value) => ({ dayOrder: null, value }))
        : byWeekday
          ? [{ dayOrder: values.dayOrder, value: values.dayOrderWeekday }]
          : [],
    exDates: [...new Set(values.exDates.map((day) => day.format(DAY_FORMAT)))].sort(),
  };
}

/** The body of a POST (and of a PUT, with version and scope) from the fields. */
export function eventInputOf(values: EventFormValues): CalendarEventInput {
  return {
    ...recurrenceOf(values),
    calendarId: values.calendarId!,
    categoryId: values.categoryId ?? null,
    name: values.name.trim(),
    description: values.description ?? '',
    location: (values.location ?? '').trim(),
    allDay: values.allDay,
    startDate: wallOf(values.start, values.allDay),
    endDate: wallOf(values.end, values.allDay),
    reminders: values.reminders.map((r) => ({
      minutesBefore: r.minutesBefore,
      usersIds: r.usersIds ?? [],
    })),
    link: linkOf(values.link),
  };
}

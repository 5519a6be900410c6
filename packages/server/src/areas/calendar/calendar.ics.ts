import ICAL from 'ical.js';
import {
  addDaysToDate,
  calendarEventInputSchema,
  dateInZone,
  DAY_ORDERS,
  instantOf,
  REMINDER_MINUTES,
  type CalendarEvent,
  type CalendarEventInput,
  type Frequency,
  type Repetition,
} from '@newsroom/domain';

/**
 * Events in and out as iCalendar (RFC 5545), written and parsed by ical.js. Exported times carry
 * the newsroom's zone as TZID (its IANA name, which calendar programs resolve themselves), so a
 * repeating event keeps its wall-clock time there too; all-day events are DATE values with the
 * exclusive DTEND the format wants. On import, times in UTC become the newsroom's wall clock;
 * any other time is read as the newsroom's own. What our events cannot hold (hourly rules,
 * reminders of other lengths) is left out rather than refused.
 */

/** Largest iCalendar file accepted, in bytes. */
export const ICS_MAX_BYTES = 10 * 1024 * 1024;
/** The media types an iCalendar file is sent as. */
export const ICS_TYPES = ['text/calendar'];

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const compactDate = (date: string) => date.replaceAll('-', '');

/** The RRULE of an event, e.g. `FREQ=MONTHLY;BYDAY=-1FR`; null for a single event. */
function ruleText(event: CalendarEvent, timeZone: string): string | null {
  if (!event.frequency) return null;
  const parts = [`FREQ=${event.frequency.slice('FREQ_'.length)}`];
  if (event.interval > 1) parts.push(`INTERVAL=${event.interval}`);
  if (event.repeatCount) parts.push(`COUNT=${event.repeatCount}`);
  if (event.repeatUtil) {
    // With a zoned DTSTART the end is a UTC instant (RFC 5545 §3.3.10): its last minute.
    const end = instantOf(timeZone, addDaysToDate(event.repeatUtil, 1)).getTime() - 60_000;
    const until = new Date(end).toISOString().replace(/[-:]/g, '').slice(0, 15);
    parts.push(`UNTIL=${event.allDay ? compactDate(event.repeatUtil) : `${until}Z`}`);
  }
  if (event.repetitions.length) {
    const days = event.repetitions.map((r) => `${r.dayOrder ?? ''}${WEEKDAY_CODES[r.value]}`);
    parts.push(`BYDAY=${days.join(',')}`);
  }
  if (event.repeatByMonthDay.length) parts.push(`BYMONTHDAY=${event.repeatByMonthDay.join(',')}`);
  if (event.repeatByMonth.length) parts.push(`BYMONTH=${event.repeatByMonth.join(',')}`);
  return parts.join(';');
}

function timeProperty(name: string, wall: string, allDay: boolean, timeZone: string) {
  const property = new ICAL.Property(name);
  if (allDay) {
    property.setValue(ICAL.Time.fromDateString(wall.slice(0, 10)));
  } else {
    property.setValue(ICAL.Time.fromDateTimeString(`${wall}:00`));
    property.setParameter('tzid', timeZone);
  }
  return property;
}

function eventComponent(event: CalendarEvent, timeZone: string, stamp: Date): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', `calendar-event-${event.id}@newsroom`);
  vevent.addPropertyWithValue(
    'dtstamp',
    ICAL.Time.fromDateTimeString(`${stamp.toISOString().slice(0, 19)}Z`),
  );
  vevent.addPropertyWithValue('summary', event.name);
  if (event.description) vevent.addPropertyWithValue('description', event.description);
  if (event.location) vevent.addPropertyWithValue('location', event.location);
  vevent.addProperty(timeProperty('dtstart', event.startDate, event.allDay, timeZone));
  const end = event.allDay ? addDaysToDate(event.endDate, 1) : event.endDate;
  vevent.addProperty(timeProperty('dtend', end, event.allDay, timeZone));
  const rule = ruleText(event, timeZone);
  if (rule) vevent.addPropertyWithValue('rrule', ICAL.Recur.fromString(rule));
  const time = event.startDate.slice(10);
  for (const exDate of event.exDates) {
    vevent.addProperty(timeProperty('exdate', `${exDate}${time}`, event.allDay, timeZone));
  }
  for (const { minutesBefore } of event.reminders) {
    const alarm = new ICAL.Component('valarm');
    alarm.addPropertyWithValue('action', 'DISPLAY');
    alarm.addPropertyWithValue('description', event.name);
    alarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-minutesBefore * 60));
    vevent.addSubcomponent(alarm);
  }
  return vevent;
}

/** A calendar's events as an iCalendar file. */
export function calendarToIcs(
  name: string,
  events: readonly CalendarEvent[],
  timeZone: string,
  stamp: Date,
): string {
  const vcalendar = new ICAL.Component(['vcalendar', [], []]);
  vcalendar.addPropertyWithValue('prodid', '-//Newsroom//Calendar//PT');
  vcalendar.addPropertyWithValue('version', '2.0');
  vcalendar.addPropertyWithValue('calscale', 'GREGORIAN');
  vcalendar.addPropertyWithValue('x-wr-calname', name);
  vcalendar.addPropertyWithValue('x-wr-timezone', timeZone);
  for (const event of events) vcalendar.addSubcomponent(eventComponent(event, timeZone, stamp));
  return vcalendar.toString();
}

/** A time of the file as the newsroom's wall clock (a date for DATE values). */
function wallOf(time: ICAL.Time, timeZone: string): string {
  if (time.isDate) return time.toString().slice(0, 10);
  if (time.zone === ICAL.Timezone.utcTimezone) {
    const at = time.toJSDate();
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    return `${dateInZone(timeZone, at)}T${clock}`;
  }
  return time.toString().slice(0, 16);
}

const FREQUENCY_OF: Record<string, Frequency> = {
  DAILY: 'FREQ_DAILY',
  WEEKLY: 'FREQ_WEEKLY',
  MONTHLY: 'FREQ_MONTHLY',
  YEARLY: 'FREQ_YEARLY',
};

function repetitionOf(code: string): Repetition | null {
  const match = /^([+-]?\d)?([A-Z]{2})$/.exec(code);
  const value = WEEKDAY_CODES.indexOf((match?.[2] ?? '') as (typeof WEEKDAY_CODES)[number]);
  const order = match?.[1] ? Number(match[1]) : null;
  if (value < 0 || (order !== null && !(DAY_ORDERS as readonly number[]).includes(order))) {
    return null;
  }
  return { dayOrder: order as Repetition['dayOrder'], value };
}

/** The recurrence fields of an RRULE (none for a rule our events cannot hold). */
function recurrenceOf(recur: ICAL.Recur | null, timeZone: string): Partial<CalendarEventInput> {
  const frequency = recur?.freq ? FREQUENCY_OF[recur.freq] : undefined;
  if (!recur || !frequency) return {};
  const numbers = (part: string) => (recur.getComponent(part) as number[]).map(Number);
  return {
    frequency,
    interval: recur.interval || 1,
    repeatCount: recur.count ?? null,
    repeatUtil: recur.until ? wallOf(recur.until, timeZone).slice(0, 10) : null,
    repeatByMonthDay: numbers('BYMONTHDAY'),
    repeatByMonth: numbers('BYMONTH'),
    repetitions: (recur.getComponent('BYDAY') as string[]).flatMap(
      (code) => repetitionOf(code) ?? [],
    ),
  };
}

/** The event of a VEVENT in a calendar, or null when it cannot be one of ours. */
function inputOf(
  vevent: ICAL.Component,
  calendarId: number,
  timeZone: string,
): CalendarEventInput | null {
  const start = vevent.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) return null;
  const allDay = start.isDate;
  const startDate = wallOf(start, timeZone);
  const end = vevent.getFirstPropertyValue('dtend');
  const duration = vevent.getFirstPropertyValue('duration');
  let endDate = startDate;
  if (end instanceof ICAL.Time) {
    endDate = allDay ? addDaysToDate(wallOf(end, timeZone), -1) : wallOf(end, timeZone);
  } else if (duration instanceof ICAL.Duration) {
    const until = start.clone();
    until.addDuration(duration);
    endDate = allDay ? addDaysToDate(wallOf(until, timeZone), -1) : wallOf(until, timeZone);
  }
  const recur = vevent.getFirstPropertyValue('rrule');
  const exDates = vevent
    .getAllProperties('exdate')
    .flatMap((property) => property.getValues())
    .filter((value): value is ICAL.Time => value instanceof ICAL.Time)
    .map((value) => wallOf(value, timeZone).slice(0, 10));
  const reminders = vevent.getAllSubcomponents('valarm').flatMap((alarm) => {
    const trigger = alarm.getFirstPropertyValue('trigger');
    if (!(trigger instanceof ICAL.Duration) || !trigger.isNegative) return [];
    const minutes = -trigger.toSeconds() / 60;
    return (REMINDER_MINUTES as readonly number[]).includes(minutes)
      ? [{ minutesBefore: minutes, usersIds: [] }]
      : [];
  });
  const parsed = calendarEventInputSchema.safeParse({
    calendarId,
    name: String(vevent.getFirstPropertyValue('summary') ?? '').trim() || '—',
    description: String(vevent.getFirstPropertyValue('description') ?? ''),
    location: String(vevent.getFirstPropertyValue('location') ?? '').slice(0, 200),
    allDay,
    startDate,
    endDate,
    ...recurrenceOf(recur instanceof ICAL.Recur ? recur : null, timeZone),
    exDates: [...new Set(exDates)],
    reminders: reminders.filter(
      (r, i) => reminders.findIndex((o) => o.minutesBefore === r.minutesBefore) === i,
    ),
  });
  return parsed.success ? parsed.data : null;
}

/** The events of an iCalendar file, as inputs for a calendar; null for a file that cannot be read. */
export function icsToInputs(
  text: string,
  calendarId: number,
  timeZone: string,
): { inputs: CalendarEventInput[]; skipped: number } | null {
  let vcalendar: ICAL.Component;
  try {
    vcalendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    return null;
  }
  const vevents = vcalendar.getAllSubcomponents('vevent');
  // An instance moved in another program (RECURRENCE-ID) is left to its series.
  const masters = vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'));
  const inputs = masters.flatMap((vevent) => inputOf(vevent, calendarId, timeZone) ?? []);
  return { inputs, skipped: vevents.length - inputs.length };
}

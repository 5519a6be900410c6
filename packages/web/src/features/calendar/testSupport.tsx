import type { ReactElement } from 'react';
import type { AccessLevel, Calendar, CalendarEvent, Occurrence } from '@newsroom/domain';
import type { Me } from '../auth';
import { BRANCH_CONFIG_KEY } from '../branch';
import { USER_OPTIONS_KEY } from '../groups/api/userOptionsApi';
import { GROUP_OPTIONS_KEY } from '../groups';
import { companyDataBundle } from '../../test/companyData';
import { renderWithProviders } from '../../test/renderWithProviders';
import { newsroomWallNow } from './view/wallTime';

/** Today in the test's newsroom (UTC), where the views open. */
export const TODAY = newsroomWallNow('UTC', new Date()).slice(0, 10);

/** The newsroom calendar (id 1, blue, Ana's) unless told otherwise. */
export function calendarFixture(overrides: Partial<Calendar> = {}): Calendar {
  return {
    id: 1,
    version: 1,
    name: 'Redação',
    color: 'blue',
    description: '',
    isPrivate: false,
    groupIds: [],
    ownerId: 1,
    favorite: false,
    ...overrides,
  };
}

/** The weekly meeting at 19:00 today in calendar 1, unless told otherwise. */
export function occurrenceFixture(overrides: Partial<Occurrence> = {}): Occurrence {
  return {
    eventId: 10,
    calendarId: 1,
    categoryId: null,
    name: 'Reunião de pauta',
    location: 'Sala 2',
    allDay: false,
    start: `${TODAY}T19:00`,
    end: `${TODAY}T20:00`,
    startsAt: `${TODAY}T19:00:00Z`,
    occurrence: `${TODAY}T19:00`,
    recurring: true,
    color: 'blue',
    hasReminders: false,
    ...overrides,
  };
}

/** The series behind {@link occurrenceFixture}: every Thursday since 2026-01-01 at 19:00. */
export function eventFixture(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 10,
    version: 3,
    ownerId: 1,
    seriesId: null,
    calendarId: 1,
    categoryId: null,
    name: 'Reunião de pauta',
    description: '',
    location: 'Sala 2',
    allDay: false,
    startDate: '2026-01-01T19:00',
    endDate: '2026-01-01T20:00',
    reminders: [],
    link: null,
    frequency: 'FREQ_WEEKLY',
    interval: 1,
    repeatCount: null,
    repeatUtil: null,
    repeatByMonthDay: [],
    repeatByMonth: [],
    repetitions: [{ dayOrder: null, value: 4 }],
    exDates: [],
    ...overrides,
  };
}

/** Renders a calendar screen for Ana Souza (id 1) at the given calendar level, newsroom in UTC. */
export function renderCalendar(
  ui: ReactElement,
  level: AccessLevel = 'write',
  path?: string,
  otherAbilities: Me['abilities'] = {},
) {
  return renderWithProviders(ui, {
    path,
    user: { nickname: 'reporter', abilities: { ...otherAbilities, calendar: level } },
    companyData: companyDataBundle(),
    queryData: [
      [BRANCH_CONFIG_KEY, { locale: 'en_US', branchName: 'Central', timeZone: 'UTC' }],
      [USER_OPTIONS_KEY, [{ id: 7, name: 'Bruno Lima', nickname: 'bruno' }]],
      [GROUP_OPTIONS_KEY, [{ id: 3, name: 'Produção' }]],
    ],
  });
}

import type { AreaManifest } from '../../platform/areas/manifest';
import { REMINDER_TASK, runCalendarReminder } from './calendar.reminders';
import { calendarEventsRoutes } from './calendarEvents.routes';
import { calendarIcsRoutes } from './calendarIcs.routes';
import { calendarRoutes } from './calendar.routes';

/** Calendar: calendars, categories, repeating events and their reminders (issue 19). */
export const calendarManifest: AreaManifest = {
  name: 'calendar',
  routes: [calendarEventsRoutes, calendarIcsRoutes, calendarRoutes],
  taskHandlers: { [REMINDER_TASK]: runCalendarReminder },
};

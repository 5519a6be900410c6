/** Calendars, categories, events, recurrence and reminders (spec 2 §3, §9; spec 3 §7). */
export * from './calendar';
export * from './recurrence';
export * from './calendarRules';
export * from './ruleFeasibility';

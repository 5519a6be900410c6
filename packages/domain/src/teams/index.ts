/** Teams: regular members and one-day / forward schedule changes. */
export * from './team';
export * from './teamSchedule';

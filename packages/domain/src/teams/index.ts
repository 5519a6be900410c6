/** Teams: regular members, one-day / forward schedule changes and the team grid. */
export * from './team';
export * from './teamSchedule';
export * from './teamGrid';
export * from './teamGridText';

/** Programs (shows): schemas, times of day, default-member and access rules. */
export * from './program';
export * from './programRules';

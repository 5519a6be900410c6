/** Newsroom-wide notices (spec 3 §3, §7). */
export * from './notice';

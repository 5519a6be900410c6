/** The notifications centre (spec 1 §3, §7). */
export * from './notification';

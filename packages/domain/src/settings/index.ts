/** Installation settings: sections, schemas, defaults and retention. */
export * from './settings';

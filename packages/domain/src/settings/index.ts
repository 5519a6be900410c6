/** Installation settings: sections, schemas, defaults and retention. */
export * from './settings';
export * from './streaming';
export * from './downloadLinks';

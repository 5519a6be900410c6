/** Pure domain of the newsroom system: types, schemas, rules and calculators. */
export * from './platform/errors';
export * from './platform/paging';
export * from './platform/patch';
export * from './platform/time';
export * from './platform/text';
export * from './auth/roles';
export * from './auth/password';
export * from './auth/login';
export * from './realtime/topics';
export * from './realtime/audience';
export * from './documents/locks';
export * from './documents/revisions';
export * from './branch/branchConfig';

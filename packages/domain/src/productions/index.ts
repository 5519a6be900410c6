/** Productions (spec 2 §3). */
export * from './production';
export * from './productionRevision';
export * from './productionLookups';

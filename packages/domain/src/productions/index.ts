/** Productions (spec 2 §3). */
export * from './production';
export * from './productionRevision';

export * from './directoryConfig';
export * from './directoryEntry';
export * from './syncPlan';

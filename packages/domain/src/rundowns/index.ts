/** Rundowns: schemas, timing, rules and keyboard controls (spec 1 §3, §4). */
export * from './rundown';
export * from './rundownTiming';
export * from './hitTiming';
export * from './rundownRules';
export * from './rundownKeys';
export * from './onAir';
export * from './editWindow';

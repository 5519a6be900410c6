/** MOS running orders: a rundown as the NCS sends it, and the minimal changes between two (issue 9). */
export * from './runningOrder';
export * from './runningOrderDiff';
export * from './mosObject';

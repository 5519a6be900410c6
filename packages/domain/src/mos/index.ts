/** MOS running orders (issue 9) and HTML plug-in messages (issue 26). */
export * from './runningOrder';
export * from './runningOrderDiff';
export * from './mosObject';
export * from './pluginXml';
export * from './pluginMessages';
export * from './pluginItem';
export * from './pluginOrigin';

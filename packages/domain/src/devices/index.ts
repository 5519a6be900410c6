/** Devices: kinds, protocols, templates, connection status (issue 9). */
export * from './device';
export * from './mos';
export * from './cgRules';

/** Company data: palette, lookups (types, vehicles, editorials, classifications), branches, area configurations. */
export * from './palette';
export * from './lookups';
export * from './branches';
export * from './areaConfigs';
export * from './remote';

/** The database schema, one file per concern. */
export * from './users';
export * from './devices';
export * from './organisation';
export * from './documents';
export * from './admin';
export * from './rundowns';
export * from './assignments';
export * from './newsReports';
export * from './search';
export * from './contacts';
export * from './notifications';
export * from './calendar';
export * from './chat';
export * from './agency';
export * from './posts';
export * from './reports';
export * from './rounds';

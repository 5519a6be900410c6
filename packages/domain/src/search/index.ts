export * from './search';
export * from './searchText';

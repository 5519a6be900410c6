export * from './round';
export * from './roundCall';
export * from './roundRules';

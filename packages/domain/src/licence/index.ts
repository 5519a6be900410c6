export * from './licence';
export * from './licenceRules';

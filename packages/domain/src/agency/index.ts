export * from './agency';
export * from './agencyRules';
export * from './agencySettings';
export * from './newsSuggestion';

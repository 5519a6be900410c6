export * from './agency';
export * from './agencyRules';
export * from './newsSuggestion';

export * from './report';
export * from './reportTerms';
export * from './reportRules';

export * from './post';
export * from './postRules';
export * from './wordpressSite';

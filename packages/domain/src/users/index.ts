/** Users administration: shapes, list categories and the rules of granting permissions. */
export * from './user';
export * from './userLists';
export * from './userRules';

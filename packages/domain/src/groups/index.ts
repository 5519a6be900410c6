/** Groups of users: schemas, roles in a group, deletion rules. */
export * from './group';

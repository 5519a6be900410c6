/** Assignments and proposals (spec 2 §3, spec 3 §7). */
export * from './assignment';
export * from './assignmentText';
export * from './assignmentRevision';
export * from './linkedContacts';

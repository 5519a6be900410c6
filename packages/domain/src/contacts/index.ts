/** Contacts and contact groups: numbers, duplicates (spec 3 §3, §5, §7). */
export * from './contact';
export * from './contactNumber';
export * from './contactRules';
export * from './vcard';

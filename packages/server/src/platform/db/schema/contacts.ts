import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { authorshipColumns } from './documentColumns';
import { parentId, recordStamps } from './columns';
import { linkTable, namedRecordTable } from './tableShapes';

/**
 * Contacts, the newsroom's address book (spec 3 §3 "Contact"). Numbers are kept as JSON in
 * E.164 with their label and country, because they are edited and versioned with the contact.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    profession: varchar('profession', { length: 200 }).notNull().default(''),
    company: varchar('company', { length: 200 }).notNull().default(''),
    /** StoredNumber[] (domain contacts): E.164 value, label, country. */
    numbers: jsonb('numbers').notNull().default([]),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: varchar('address', { length: 200 }).notNull().default(''),
    info: text('info').notNull().default(''),
    /** ISO 3166-1 alpha-2; its numbers without a country are read in it. */
    country: varchar('country', { length: 2 }),
    /** Saved to the address book (false for a contact typed into a guide). */
    isPersistent: boolean('is_persistent').notNull().default(true),
    /** Kept out of the address book's list and the search. */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Only the owner sees it. */
    isPrivate: boolean('is_private').notNull().default(false),
    ...authorshipColumns(),
    ...recordStamps(),
  },
  // The duplicate check looks contacts up by name with accents, case and spaces folded.
  (t) => [
    index('contacts_folded_name_idx').on(
      sql`lower(regexp_replace(immutable_unaccent(${t.name}), '\\s', '', 'g'))`,
    ),
  ],
);

/** Contact groups ("Polícia", "Saúde", "Futebol"...). */
export const contactGroups = namedRecordTable('contact_groups', {});

/** Which groups a contact belongs to. */
export const contactGroupMembers = linkTable('contact_group_members', {
  contactId: parentId('contact_id', () => contacts.id),
  groupId: parentId('group_id', () => contactGroups.id),
});

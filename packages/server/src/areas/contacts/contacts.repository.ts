import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContactFilterQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { contactGroupMembers, contactGroups, contacts } from '../../platform/db/schema';
import { containsPattern } from '../../platform/db/like';
import { containsFilter, recordTable } from '../../platform/records/recordTable';

/**
 * The only Drizzle code of contacts and contact groups: rows with their groups, the address
 * book's filter, the duplicate candidates, writes over a version and the group usage.
 */

/** A stored contact. */
export type ContactRow = typeof contacts.$inferSelect;
/** What a write stores. */
export type ContactValues = Partial<typeof contacts.$inferInsert>;
/** A contact with the groups it belongs to. */
export type ContactRecord = ContactRow & { groupIds: number[] };

const contactRecords = recordTable(contacts);
const groupRecords = recordTable(contactGroups);

/** Contacts the actor may know of (contactsPolicy.canSee). */
function visibleTo(actor: Actor): SQL {
  return sql`(NOT ${contacts.isPrivate} OR ${contacts.ownerId} IS NULL OR ${contacts.ownerId} = ${actor.userId})`;
}

/** Words of name, profession, company or e-mail; digits of a number (3 or more typed). */
function filterMatches(filter: string): SQL | undefined {
  if (!filter) return undefined;
  const digits = filter.replace(/\D/g, '');
  return sql`(${containsFilter(
    [contacts.name, contacts.profession, contacts.company],
    filter,
  )} OR immutable_unaccent(array_to_string(${contacts.emails}, ' ')) ILIKE immutable_unaccent(${containsPattern(filter)})
    ${digits.length >= 3 ? sql`OR ${contacts.numbers}::text LIKE ${`%${digits}%`}` : sql``})`;
}

/** Live, shown contacts the actor may see that match the filter and the group. */
function inAddressBook(actor: Actor, query: Pick<ContactFilterQuery, 'filter' | 'groupId'>) {
  const inGroup =
    query.groupId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${contactGroupMembers} m WHERE m.contact_id = ${contacts.id} AND m.group_id = ${query.groupId})`;
  return and(eq(contacts.isHidden, false), visibleTo(actor), filterMatches(query.filter), inGroup);
}

async function withGroups(db: Executor, rows: ContactRow[]): Promise<ContactRecord[]> {
  const groups = await contactsRepository.groupIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, groupIds: groups.get(row.id) ?? [] }));
}

export const contactsRepository = {
  /** A contact with its groups (trashed ones too), whoever may see it. */
  async find(db: Executor, id: number): Promise<ContactRecord | undefined> {
    const rows = await db.select().from(contacts).where(eq(contacts.id, id));
    return (await withGroups(db, rows))[0];
  },

  /** Holds the row for the transaction, so changes of one contact run in turn. */
  async lockRow(tx: Executor, id: number): Promise<void> {
    await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id)).for('update');
  },

  /** The group ids of each contact, by contact id. */
  async groupIdsOf(db: Executor, ids: readonly number[]): Promise<Map<number, number[]>> {
    const groups = new Map<number, number[]>();
    if (ids.length === 0) return groups;
    const rows = await db
      .select()
      .from(contactGroupMembers)
      .where(inArray(contactGroupMembers.contactId, [...ids]))
      .orderBy(contactGroupMembers.groupId);
    for (const row of rows)
      groups.set(row.contactId, [...(groups.get(row.contactId) ?? []), row.groupId]);
    return groups;
  },

  /** A page of the address book: live, shown contacts the actor may see, by name. */
  async page(
    db: Executor,
    actor: Actor,
    query: ContactFilterQuery,
  ): Promise<{ rows: ContactRecord[]; total: number }> {
    const { rows, total } = await contactRecords.page(db, query, inAddressBook(actor, query));
    return { rows: await withGroups(db, rows), total };
  },

  /** The whole address book the actor may see (of one group when given), by name: an export. */
  async addressBook(db: Executor, actor: Actor, groupId?: number): Promise<ContactRecord[]> {
    const rows = await contactRecords.list(db, inAddressBook(actor, { filter: '', groupId }));
    return withGroups(db, rows);
  },

  /** Live contacts among these ids that anyone may see (not private): what guides link to. */
  async shownByIds(db: Executor, ids: readonly number[]): Promise<ContactRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(contacts)
      .where(
        and(
          inArray(contacts.id, [...ids]),
          eq(contacts.excluded, false),
          eq(contacts.isPrivate, false),
        ),
      );
    return withGroups(db, rows);
  },

  /** Address-book contacts the actor may see whose name folds (accents, case, spaces) to `foldedName`. */
  async sameName(db: Executor, actor: Actor, foldedName: string): Promise<ContactRow[]> {
    return db
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.excluded, false),
          eq(contacts.isHidden, false),
          visibleTo(actor),
          sql`lower(regexp_replace(immutable_unaccent(${contacts.name}), '\\s', '', 'g')) = ${foldedName}`,
        ),
      )
      .orderBy(contacts.id);
  },

  async insert(tx: Executor, values: typeof contacts.$inferInsert): Promise<number> {
    return (await contactRecords.insert(tx, values)).id;
  },

  /** Writes over `version` (bumping it); no row back means the stored version differs. */
  updateAtVersion: (tx: Executor, id: number, version: number, values: ContactValues) =>
    contactRecords.updateAtVersion(tx, id, version, values),

  /** Sets the groups a contact belongs to. */
  async replaceGroups(tx: Executor, contactId: number, groupIds: readonly number[]): Promise<void> {
    await tx.delete(contactGroupMembers).where(eq(contactGroupMembers.contactId, contactId));
    if (groupIds.length === 0) return;
    await tx
      .insert(contactGroupMembers)
      .values([...new Set(groupIds)].map((groupId) => ({ contactId, groupId })));
  },

  /** The ids among `ids` of contact groups that exist. */
  async existingGroupIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: contactGroups.id })
      .from(contactGroups)
      .where(inArray(contactGroups.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },

  /** Live contacts in a group (private ones of anyone too: a count tells nothing of them). */
  async countInGroup(db: Executor, groupId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(contactGroupMembers)
      .innerJoin(contacts, eq(contacts.id, contactGroupMembers.contactId))
      .where(and(eq(contactGroupMembers.groupId, groupId), eq(contacts.excluded, false)));
    return row?.n ?? 0;
  },

  groups: groupRecords,
};

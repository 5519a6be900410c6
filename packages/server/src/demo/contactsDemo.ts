import { eq } from 'drizzle-orm';
import { normalizeContactNumbers, type NumberLabel } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { contactGroupMembers, contactGroups, contacts } from '../platform/db/schema';
import { DEMO_CONTACT_GROUPS, DEMO_CONTACTS } from './contactsDemoData';
import type { DemoSeedContext } from './groupsDemo';
import { demoUserIds } from './groupsDemo';

/**
 * The demo address book: press offices, city hall, hospitals, football clubs and experts, in
 * groups, a few private to the producer or the reporter. Numbers are normalised as a save would.
 */
export async function seedContacts(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const name of DEMO_CONTACT_GROUPS) {
    const [row] = await tx
      .insert(contactGroups)
      .values({ name })
      .returning({ id: contactGroups.id });
    groupIds.set(name, row!.id);
  }
  const owners = await demoUserIds(tx, ['produtor', 'reporter']);
  for (const contact of DEMO_CONTACTS) {
    const typed = contact.numbers.map((entry) => {
      const [label, value] = entry.split(':') as [NumberLabel, string];
      return { label, value, country: null };
    });
    const normalized = normalizeContactNumbers(typed, contact.country ?? null, 'BR');
    if ('errors' in normalized)
      throw new Error(`demo contact ${contact.name}: ${JSON.stringify(normalized.errors)}`);
    const ownerId = contact.privateTo ? (owners.get(contact.privateTo) ?? null) : null;
    const [row] = await tx
      .insert(contacts)
      .values({
        name: contact.name,
        profession: contact.profession,
        company: contact.company,
        numbers: normalized.numbers,
        emails: contact.emails,
        info: contact.info ?? '',
        country: contact.country ?? null,
        isPrivate: contact.privateTo !== undefined,
        ownerId,
        changedById: ownerId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contacts.id });
    for (const group of new Set(contact.groups))
      await tx
        .insert(contactGroupMembers)
        .values({ contactId: row!.id, groupId: groupIds.get(group)! });
  }
}

/** Ids of the demo's public contacts by name, so demo guides can name the ones they picked. */
export async function demoContactIds(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.isPrivate, false));
  return new Map(rows.map((row) => [row.name, row.id]));
}

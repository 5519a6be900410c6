import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { groupMembers, groups, users } from '../platform/db/schema';

/** What the groups and programs seeds need from the first start. */
export interface DemoSeedContext {
  now: Date;
}

/** Desks of each demo group (shown as tags in the group form). */
const GROUP_CATEGORIES: Record<string, string[]> = {
  Jornalismo: ['Política', 'Economia', 'Cidades', 'Polícia', 'Saúde'],
  Esportes: ['Futebol', 'Vôlei', 'Automobilismo', 'Esportes Olímpicos'],
};

/** Extra memberships: nickname → group → role. */
const EXTRA_MEMBERS: {
  nickname: string;
  group: string;
  role: 'producer' | 'editor' | 'reporter' | 'user';
}[] = [
  { nickname: 'produtor', group: 'Esportes', role: 'producer' },
  { nickname: 'reporter', group: 'Esportes', role: 'reporter' },
];

/** Ids of demo users by nickname. */
export async function demoUserIds(tx: Tx, nicknames: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.nickname, nicknames));
  return new Map(rows.map((r) => [r.nickname, r.id]));
}

/**
 * Makes the demo groups realistic: desks as categories and sports coverage by the producer and
 * the reporter. Runs after the base demo (groups and users exist).
 */
export async function seedGroups(tx: Tx): Promise<void> {
  for (const [name, categories] of Object.entries(GROUP_CATEGORIES)) {
    await tx.update(groups).set({ categories }).where(eq(groups.name, name));
  }
  const groupRows = await tx.select({ id: groups.id, name: groups.name }).from(groups);
  const groupIds = new Map(groupRows.map((g) => [g.name, g.id]));
  const userIds = await demoUserIds(
    tx,
    EXTRA_MEMBERS.map((m) => m.nickname),
  );
  for (const member of EXTRA_MEMBERS) {
    const groupId = groupIds.get(member.group);
    const userId = userIds.get(member.nickname);
    if (groupId && userId)
      await tx
        .insert(groupMembers)
        .values({ groupId, userId, role: member.role })
        .onConflictDoNothing();
  }
}

import { eq, inArray } from 'drizzle-orm';
import type { Permissions } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { groupMembers, groups, users } from '../platform/db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { DEMO_PASSWORD } from './demoData';

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
  { nickname: 'locutor', group: 'Jornalismo', role: 'user' },
  { nickname: 'edicao', group: 'Jornalismo', role: 'user' },
  { nickname: 'edicao', group: 'Esportes', role: 'user' },
];

const booth: Permissions = {
  chat: 'write',
  program: 'read',
  rundown: 'read',
  story: 'read',
  notice: 'read',
  team: 'read',
};

/** People a TV newsroom's shows need besides journalists: an announcer and an image editor. */
export const DEMO_SHOW_PEOPLE: {
  nickname: string;
  name: string;
  email: string;
  role: string;
  permissions: Permissions;
}[] = [
  {
    nickname: 'locutor',
    name: 'Roberto Alves',
    email: 'roberto.alves@demo.newsroom',
    role: 'announcer',
    permissions: booth,
  },
  {
    nickname: 'edicao',
    name: 'Juliana Martins',
    email: 'juliana.martins@demo.newsroom',
    role: 'image editor',
    permissions: { ...booth, media: 'write', story: 'write' },
  },
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
 * Makes the demo groups realistic: desks as categories, the announcer and the image editor
 * (created here unless someone else made them), and sports coverage by the producer and the
 * reporter. Runs after the base demo (groups and users exist).
 */
export async function seedGroups(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const existing = await demoUserIds(
    tx,
    DEMO_SHOW_PEOPLE.map((p) => p.nickname),
  );
  const missing = DEMO_SHOW_PEOPLE.filter((p) => !existing.has(p.nickname));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await tx.insert(users).values(
      missing.map((p) => ({
        name: p.name,
        nickname: p.nickname,
        email: p.email,
        permissions: p.permissions,
        passwordHash,
        passwordChangedAt: ctx.now,
      })),
    );
  }
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

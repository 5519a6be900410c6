import { eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { programGroups, programPeople, programs, groups } from '../platform/db/schema';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/** The people and settings of each demo show (by name; a show missing here is created). */
const SHOWS: {
  name: string;
  start: string;
  end: string;
  enabled: boolean;
  legacyMode: boolean;
  groups: string[];
  announcers: string[];
  presenters: string[];
  imageEditors: string[];
  defaultAnnouncer: string | null;
  defaultPresenter: string | null;
}[] = [
  {
    name: 'Jornal da Manhã',
    start: '06:00:00',
    end: '08:00:00',
    enabled: true,
    legacyMode: false,
    groups: [],
    announcers: ['locutor'],
    presenters: ['apresentador'],
    imageEditors: ['edicao'],
    defaultAnnouncer: 'locutor',
    defaultPresenter: 'apresentador',
  },
  {
    name: 'Jornal do Meio-Dia',
    start: '12:00:00',
    end: '13:00:00',
    enabled: true,
    legacyMode: false,
    groups: [],
    announcers: ['locutor'],
    presenters: ['apresentador', 'editor'],
    imageEditors: ['edicao'],
    defaultAnnouncer: 'locutor',
    defaultPresenter: 'apresentador',
  },
  {
    name: 'Esporte Total',
    start: '18:30:00',
    end: '19:00:00',
    enabled: true,
    legacyMode: true,
    groups: ['Esportes'],
    announcers: ['locutor'],
    presenters: ['esportes'],
    imageEditors: ['edicao'],
    defaultAnnouncer: 'locutor',
    defaultPresenter: 'esportes',
  },
  {
    name: 'Jornal da Noite',
    start: '20:00:00',
    end: '21:00:00',
    enabled: true,
    legacyMode: false,
    groups: ['Jornalismo'],
    announcers: ['locutor'],
    presenters: ['apresentador'],
    imageEditors: ['edicao'],
    defaultAnnouncer: 'locutor',
    defaultPresenter: 'apresentador',
  },
  {
    name: 'Campo & Cidade',
    start: '07:00:00',
    end: '07:45:00',
    enabled: false,
    legacyMode: false,
    groups: [],
    announcers: [],
    presenters: ['reporter'],
    imageEditors: ['edicao'],
    defaultAnnouncer: null,
    defaultPresenter: 'reporter',
  },
];

/**
 * Makes the demo shows realistic: announcers, presenters and image editors with defaults,
 * legacy mode on the sports show only, and a paused weekend show (disabled, so it is listed
 * for display but offered for no new work). Runs after seedGroups.
 */
export async function seedPrograms(tx: Tx, _ctx: DemoSeedContext): Promise<void> {
  const userIds = await demoUserIds(tx, [
    ...new Set(SHOWS.flatMap((s) => [...s.announcers, ...s.presenters, ...s.imageEditors])),
  ]);
  const groupRows = await tx.select({ id: groups.id, name: groups.name }).from(groups);
  const groupIds = new Map(groupRows.map((g) => [g.name, g.id]));
  const idOf = (nickname: string | null) =>
    nickname === null ? null : (userIds.get(nickname) ?? null);

  for (const show of SHOWS) {
    const values = {
      start: show.start,
      end: show.end,
      enabled: show.enabled,
      legacyMode: show.legacyMode,
      defaultAnnouncerId: idOf(show.defaultAnnouncer),
      defaultPresenterId: idOf(show.defaultPresenter),
    };
    const [found] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.name, show.name));
    const programId = found
      ? found.id
      : (
          await tx
            .insert(programs)
            .values({ name: show.name, ...values })
            .returning({ id: programs.id })
        )[0]!.id;
    if (found) await tx.update(programs).set(values).where(eq(programs.id, programId));

    const people = [
      ...show.announcers.map((n) => ({ nickname: n, role: 'announcer' })),
      ...show.presenters.map((n) => ({ nickname: n, role: 'presenter' })),
      ...show.imageEditors.map((n) => ({ nickname: n, role: 'image_editor' })),
    ];
    for (const person of people) {
      const userId = userIds.get(person.nickname);
      if (userId)
        await tx
          .insert(programPeople)
          .values({ programId, userId, role: person.role })
          .onConflictDoNothing();
    }
    for (const group of show.groups) {
      const groupId = groupIds.get(group);
      if (groupId)
        await tx.insert(programGroups).values({ programId, groupId }).onConflictDoNothing();
    }
  }
}

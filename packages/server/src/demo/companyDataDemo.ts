import { eq } from 'drizzle-orm';
import type { AreaConfigs, ConfigArea, TeamChangeKind, VehicleKind } from '@newsroom/domain';
import { addDays, defaultAreaConfig, newsroomToday } from '@newsroom/domain';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import {
  areaConfigs,
  branches,
  classifications,
  documentTypes,
  editorials,
  teamChanges,
  teamMembers,
  teams,
  vehicles,
} from '../platform/db/schema';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/** Document types of a TV newsroom, with their tags and colours. */
const TYPES: { name: string; abbreviation: string; color: string }[] = [
  { name: 'Nota', abbreviation: 'NOTA', color: 'blue' },
  { name: 'Nota coberta', abbreviation: 'NC', color: 'cyan' },
  { name: 'Videoteipe (reportagem)', abbreviation: 'VT', color: 'volcano' },
  { name: 'Ao vivo', abbreviation: 'VIVO', color: 'red' },
  { name: 'Stand-up', abbreviation: 'STAND-UP', color: 'purple' },
  { name: 'Entrevista em estúdio', abbreviation: 'ENTREV', color: 'geekblue' },
  { name: 'Sonora', abbreviation: 'SON', color: 'gold' },
  { name: 'Escalada', abbreviation: 'ESC', color: '#13a8a8' },
];

/** The group's outlets. */
const VEHICLES: { name: string; type: VehicleKind }[] = [
  { name: 'TV Horizonte', type: 'TV' },
  { name: 'Rádio Horizonte FM', type: 'RADIO' },
  { name: 'portal horizonte.com', type: 'WEB' },
  { name: 'Jornal Horizonte', type: 'NEWSPAPER' },
];

const EDITORIALS = ['Cidades', 'Política', 'Economia', 'Esportes', 'Cultura', 'Polícia'];
const CLASSIFICATIONS = ['Exclusiva', 'Factual', 'Suíte', 'Serviço'];

/** Teams by member nicknames; changes are days from the first start. */
const TEAMS: {
  name: string;
  members: string[];
  changes: { inDays: number; kind: TeamChangeKind; members: string[] }[];
}[] = [
  {
    name: 'Equipe 1',
    members: ['reporter', 'cinegrafista'],
    changes: [
      // The intern takes over the crew's reporting from next week on; the cameraman's day off.
      { inDays: 7, kind: 'forward', members: ['estagiario', 'cinegrafista'] },
      { inDays: 2, kind: 'day', members: ['reporter', 'auxiliar'] },
    ],
  },
  {
    name: 'Equipe 2',
    members: ['estagiario', 'auxiliar'],
    changes: [{ inDays: 7, kind: 'forward', members: ['reporter', 'auxiliar'] }],
  },
  {
    name: 'Equipe Esportes',
    members: ['esportes', 'auxiliar'],
    // From tomorrow the sports crew takes the cameraman along for the championship week.
    changes: [{ inDays: 1, kind: 'forward', members: ['esportes', 'cinegrafista'] }],
  },
];

/**
 * Area configurations: the defaults (every field on, the default read rate), with the branch
 * shown, finished assignments locked and read rates for the readers.
 */
function configs(ids: Map<string, number>): { [A in ConfigArea]: AreaConfigs[A] } {
  const rates = (entries: [string, number][]) =>
    Object.fromEntries(
      entries
        .filter(([nickname]) => ids.has(nickname))
        .map(([nickname, rate]) => [String(ids.get(nickname)), rate]),
    );
  return {
    document: { ...defaultAreaConfig('document'), branchEnabled: true },
    assignment: { ...defaultAreaConfig('assignment'), lockFinished: true },
    news_report: {
      ...defaultAreaConfig('news_report'),
      readRates: rates([
        ['reporter', 0.07],
        ['estagiario', 0.085],
      ]),
    },
    story: {
      ...defaultAreaConfig('story'),
      readRates: rates([
        ['apresentador', 0.065],
        ['esportes', 0.07],
      ]),
    },
    rundown: defaultAreaConfig('rundown'),
    production: defaultAreaConfig('production'),
  };
}

/**
 * Company data of the demo newsroom: types, the group's four outlets, desks, classifications,
 * the camera crew and three teams with schedule changes, the Campinas branch and the area
 * configurations. Runs after the groups seed (demo users exist).
 */
export async function seedCompanyData(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  await tx.insert(documentTypes).values(TYPES).onConflictDoNothing();
  await tx.insert(vehicles).values(VEHICLES).onConflictDoNothing();
  await tx
    .insert(editorials)
    .values(EDITORIALS.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(classifications)
    .values(CLASSIFICATIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(branches)
    .values({ name: 'Praça Campinas', address: 'http://campinas.redacao.local' })
    .onConflictDoNothing();

  const ids = await demoUserIds(tx, [
    ...new Set([
      ...TEAMS.flatMap((team) => [
        ...team.members,
        ...team.changes.flatMap((change) => change.members),
      ]),
      'apresentador',
      'esportes',
    ]),
  ]);
  const idsOf = (nicknames: string[]) =>
    nicknames.flatMap((nickname) => (ids.has(nickname) ? [ids.get(nickname)!] : []));
  for (const team of TEAMS) {
    const [found] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.name, team.name));
    if (found) continue;
    const [row] = await tx.insert(teams).values({ name: team.name }).returning({ id: teams.id });
    const teamId = row!.id;
    const memberIds = idsOf(team.members);
    if (memberIds.length > 0)
      await tx.insert(teamMembers).values(memberIds.map((userId) => ({ teamId, userId })));
    for (const change of team.changes) {
      await tx.insert(teamChanges).values({
        teamId,
        date: newsroomToday(loadConfig().newsroomTimeZone, addDays(ctx.now, change.inDays)),
        kind: change.kind,
        memberIds: idsOf(change.members),
      });
    }
  }

  for (const [area, config] of Object.entries(configs(ids))) {
    await tx.insert(areaConfigs).values({ area, config }).onConflictDoNothing();
  }
}

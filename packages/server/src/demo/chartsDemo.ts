import { inArray } from 'drizzle-orm';
import { addDaysToDate, newsroomToday, zonedTimestamp } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import {
  assignments,
  blocks,
  newsReports,
  programs,
  rundownLogs,
  rundowns,
  stories,
} from '../platform/db/schema';
import { loadConfig } from '../config';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/**
 * A month of history for the managerial charts (issue 23): the last 30 days of the two daily news
 * shows aired and closed — stories aired with their play and stop stamps, a plan a little over or
 * under what went on air, a story cut now and then or sent to the drawer — and each
 * day's guidelines (some interrupted) and reportages (most approved). Every table is written in
 * one insert, and the numbers vary by day from fixed formulas, so every start is the same. No
 * story is deleted (the trash demo keeps its two documents).
 */

const DAYS = 30;
const SHOWS = ['Jornal do Meio-Dia', 'Jornal da Noite'];
const STORIES_PER_BLOCK = 3;
const OWNERS = ['reporter', 'editor', 'produtor', 'estagiario', 'esportes'];

const STORY_SLUGS = [
  'TRÂNSITO NA MARGINAL',
  'CHUVA NA ZONA LESTE',
  'PREÇO DA GASOLINA',
  'VACINAÇÃO INFANTIL',
  'OBRAS DO METRÔ',
  'FEIRA DE ARTESANATO',
  'INCÊNDIO EM COMUNIDADE',
  'ALTA DO DÓLAR',
  'GREVE DOS PROFESSORES',
  'CAMPANHA DO AGASALHO',
  'FILA NO POSTO DE SAÚDE',
  'ASSALTO NA AVENIDA PAULISTA',
  'PREVISÃO DO TEMPO',
  'SHOW NO IBIRAPUERA',
  'CESTA BÁSICA MAIS CARA',
  'CICLOVIA NOVA NA ZONA SUL',
  'ENCHENTE NO ABC',
  'CLÁSSICO DE DOMINGO',
];

const GUIDELINE_SLUGS = [
  'COLETIVA DO GOVERNADOR',
  'MUTIRÃO DE EMPREGO',
  'REFORMA DA PRAÇA',
  'FALTA DE ÁGUA NA VILA',
  'FESTA JUNINA DO BAIRRO',
  'BLITZ DA LEI SECA',
  'MATRÍCULAS NA REDE MUNICIPAL',
];

const SECOND = 1000;
const at = (timeZone: string, date: string, time: string) =>
  new Date(zonedTimestamp(timeZone, date, time));
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** One past edition as planned: its rundown, blocks and stories, before ids exist. */
interface Edition {
  programId: number;
  date: string;
  /** 0 or 1: which show (varies the figures). */
  show: number;
  day: number;
  start: Date;
}

/** Seeds the month (after the programs and users). */
export async function seedChartsHistory(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const timeZone = loadConfig().newsroomTimeZone;
  const today = newsroomToday(timeZone, ctx.now);
  const people = await demoUserIds(tx, OWNERS);
  const ownerOf = (n: number) => people.get(pick(OWNERS, n)) ?? null;
  const shows = await tx.select().from(programs).where(inArray(programs.name, SHOWS));
  if (shows.length === 0) return;

  const editions: Edition[] = [];
  for (let day = 1; day <= DAYS; day += 1) {
    const date = addDaysToDate(today, -day);
    for (const [show, program] of shows.entries())
      editions.push({
        programId: program.id,
        date,
        show,
        day,
        start: at(timeZone, date, program.start),
      });
  }

  // Planned stories: totals from 60 to 180 s; the plan misses what airs by −90 to +90 s.
  const totalOf = (e: Edition, k: number) =>
    (60 + ((e.day * 7 + k * 13 + e.show * 3) % 5) * 30) * SECOND;
  const planOffset = (e: Edition) => (((e.day * 37 + e.show * 53) % 7) - 3) * 30 * SECOND;
  const isCut = (e: Edition) => (e.day + e.show) % 4 === 0;
  const plannedMs = (e: Edition) =>
    Array.from({ length: STORIES_PER_BLOCK * 2 }, (_, k) => totalOf(e, k)).reduce(
      (a, b) => a + b,
      0,
    );

  const rundownRows = await tx
    .insert(rundowns)
    .values(
      editions.map((e) => ({
        programId: e.programId,
        date: e.date,
        start: shows[e.show]!.start,
        end: shows[e.show]!.end,
        productionMs: plannedMs(e) + planOffset(e),
        approved: true,
        displayed: true,
      })),
    )
    .returning({ id: rundowns.id });
  const blockRows = await tx
    .insert(blocks)
    .values(
      rundownRows.flatMap(({ id }) => [
        {
          rundownId: id,
          index: 0,
          name: 'Bloco 1',
          commercialMs: 180 * SECOND,
          displayStatus: 'stop',
        },
        {
          rundownId: id,
          index: 1,
          name: 'Bloco 2',
          commercialMs: 120 * SECOND,
          displayStatus: 'stop',
        },
        { rundownId: id, index: 2, name: 'Standby' },
      ]),
    )
    .returning({ id: blocks.id, rundownId: blocks.rundownId, index: blocks.index });
  const blockOf = (rundownId: number, index: number) =>
    blockRows.find((b) => b.rundownId === rundownId && b.index === index)!.id;

  const storyRows: (typeof stories.$inferInsert)[] = [];
  const drawerRows: (typeof stories.$inferInsert)[] = [];
  for (const [n, e] of editions.entries()) {
    const rundownId = rundownRows[n]!.id;
    const createdAt = (k: number) =>
      at(timeZone, e.date, `${String(8 + k).padStart(2, '0')}:${e.show === 0 ? '15' : '45'}`);
    let playAt = e.start.getTime() + 20 * SECOND;
    for (let k = 0; k < STORIES_PER_BLOCK * 2; k += 1) {
      const totalMs = totalOf(e, k);
      const cut = isCut(e) && k === STORIES_PER_BLOCK * 2 - 1;
      const airedMs = totalMs + (((e.day * 11 + k * 17) % 21) - 10) * SECOND;
      storyRows.push({
        blockId: blockOf(rundownId, k < STORIES_PER_BLOCK ? 0 : 1),
        index: k % STORIES_PER_BLOCK,
        page: String(k + 1).padStart(2, '0'),
        slug: pick(STORY_SLUGS, e.day * 3 + e.show * 5 + k),
        programId: e.programId,
        estimatedMs: totalMs,
        totalMs,
        approved: true,
        ownerId: ownerOf(e.day + k),
        createdAt: createdAt(k),
        ...(cut
          ? {}
          : {
              displayStatus: 'stop',
              playTime: new Date(playAt),
              stopTime: new Date(playAt + airedMs),
            }),
      });
      if (!cut) playAt += airedMs;
      if (k === STORIES_PER_BLOCK - 1) playAt += 180 * SECOND;
    }
    storyRows.push({
      blockId: blockOf(rundownId, 2),
      slug: 'NOTA RESERVA',
      programId: e.programId,
      estimatedMs: 30 * SECOND,
      totalMs: 30 * SECOND,
      ownerId: ownerOf(1),
      information: 'Entra se sobrar tempo',
      createdAt: createdAt(6),
    });
    if ((e.day + e.show) % 5 === 2)
      drawerRows.push({
        slug: 'ENTREVISTA ADIADA',
        date: e.date,
        programId: e.programId,
        ownerId: ownerOf(e.day + 2),
        information: 'Saiu do espelho: o entrevistado desmarcou.',
        createdAt: createdAt(1),
      });
  }
  await tx.insert(stories).values(storyRows);
  if (drawerRows.length === 0) return;
  const drawn = await tx.insert(stories).values(drawerRows).returning({
    id: stories.id,
    date: stories.date,
    programId: stories.programId,
  });
  const editor = people.get('editor') ?? null;
  await tx.insert(rundownLogs).values(
    drawn.map((story) => {
      const n = editions.findIndex((e) => e.date === story.date && e.programId === story.programId);
      const e = editions[n]!;
      return {
        rundownId: rundownRows[n]!.id,
        action: 'movement',
        entity: 'story',
        entityId: story.id,
        label: 'ENTREVISTA ADIADA',
        details: { storyIds: [story.id], toDrawer: true },
        userId: editor,
        nickname: 'editor',
        createdAt: new Date(e.start.getTime() - 2 * 3_600_000),
      };
    }),
  );

  // Guidelines are written the afternoon before; reportages the morning of the day.
  const days = editions.filter((e) => e.show === 0);
  await tx.insert(assignments).values(
    days.flatMap((e) =>
      [0, 1, 2].map((j) => ({
        slug: pick(GUIDELINE_SLUGS, e.day + j * 3),
        date: e.date,
        state: (e.day + j) % 7 === 0 ? 'INTERRUPTED' : 'COMPLETED',
        programsIds: [pick(shows, j).id],
        ownerId: people.get('produtor') ?? null,
        changedById: people.get('produtor') ?? null,
        createdAt: at(timeZone, addDaysToDate(e.date, -1), `${15 + j}:30`),
      })),
    ),
  );
  await tx.insert(newsReports).values(
    days.flatMap((e) =>
      [0, 1].map((j) => ({
        slug: pick(STORY_SLUGS, e.day * 2 + j + 7),
        date: e.date,
        ok: (e.day + j) % 3 !== 0,
        programsIds: [pick(shows, e.day + j).id],
        reporterId: ownerOf(j * 3),
        ownerId: ownerOf(j * 3),
        totalMs: totalOf(e, j),
        createdAt: at(timeZone, e.date, `${10 + j}:00`),
      })),
    ),
  );
}

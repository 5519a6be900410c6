import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import { blocks, programs, rundownLogs, rundowns, stories } from '../platform/db/schema';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

const s = (seconds: number) => seconds * 1000;

/** A demo story: slug, estimated and produced seconds, approved, owner and privacy. */
interface DemoStory {
  slug: string;
  estimated: number;
  total: number;
  approved?: boolean;
  owner?: string;
  isPrivate?: boolean;
  information?: string;
}

interface DemoBlock {
  name: string;
  commercial: number;
  stories: DemoStory[];
}

const NEWS: DemoBlock[] = [
  {
    name: 'Bloco 1',
    commercial: 180,
    stories: [
      { slug: 'ESCALADA', estimated: 60, total: 58, approved: true, owner: 'editor' },
      { slug: 'ABERTURA', estimated: 20, total: 20, approved: true, owner: 'editor' },
      {
        slug: 'CHUVA EM SP',
        estimated: 120,
        total: 135,
        approved: true,
        owner: 'reporter',
        information: 'VT com sonoras de moradores da zona leste',
      },
      { slug: 'STAND-UP TRÂNSITO', estimated: 45, total: 40, approved: true, owner: 'reporter' },
    ],
  },
  {
    name: 'Bloco 2',
    commercial: 150,
    stories: [
      { slug: 'VT ELEIÇÕES', estimated: 150, total: 162, approved: true, owner: 'produtor' },
      { slug: 'NOTA PELADA INFLAÇÃO', estimated: 30, total: 28, owner: 'editor' },
      {
        slug: 'ENTREVISTA AO VIVO SAÚDE',
        estimated: 240,
        total: 0,
        owner: 'produtor',
        information: 'Convidada: infectologista do Hospital das Clínicas',
      },
    ],
  },
  {
    name: 'Bloco 3',
    commercial: 0,
    stories: [
      {
        slug: 'DENÚNCIA OBRAS',
        estimated: 180,
        total: 0,
        owner: 'reporter',
        isPrivate: true,
        information: 'Apuração sigilosa: não divulgar antes da confirmação',
      },
      { slug: 'PREVISÃO DO TEMPO', estimated: 60, total: 55, approved: true, owner: 'editor' },
      { slug: 'ENCERRAMENTO', estimated: 20, total: 20, approved: true, owner: 'editor' },
    ],
  },
];

const SPORTS: DemoBlock[] = [
  {
    name: 'Bloco 1',
    commercial: 120,
    stories: [
      { slug: 'ESCALADA', estimated: 45, total: 45, approved: true, owner: 'esportes' },
      {
        slug: 'VT CLÁSSICO NO MORUMBIS',
        estimated: 150,
        total: 148,
        approved: true,
        owner: 'esportes',
      },
      { slug: 'NOTA COBERTA VÔLEI', estimated: 40, total: 38, approved: true, owner: 'esportes' },
    ],
  },
  {
    name: 'Bloco 2',
    commercial: 120,
    stories: [
      { slug: 'LINK CT DO PALMEIRAS', estimated: 120, total: 0, owner: 'esportes' },
      {
        slug: 'FÓRMULA 1 GP DE INTERLAGOS',
        estimated: 90,
        total: 95,
        approved: true,
        owner: 'esportes',
      },
    ],
  },
  {
    name: 'Bloco 3',
    commercial: 0,
    stories: [
      { slug: 'GOLS DA RODADA', estimated: 120, total: 118, approved: true, owner: 'esportes' },
      { slug: 'ENCERRAMENTO', estimated: 15, total: 15, approved: true, owner: 'esportes' },
    ],
  },
];

const STANDBY_SPARE: DemoStory = {
  slug: 'NOTA RESERVA FERIADO',
  estimated: 30,
  total: 30,
  owner: 'editor',
  information: 'Entra se sobrar tempo',
};

const SHOWS = ['Jornal da Manhã', 'Jornal do Meio-Dia', 'Jornal da Noite', 'Esporte Total'];

/**
 * Today's and tomorrow's rundowns of the demo shows: three blocks with commercial breaks, the
 * Standby block with one spare story, approved and pending stories, and one private story of the
 * reporter (seen in full only by her). Tomorrow's rundowns are lighter (still being planned).
 */
export async function seedRundowns(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  const people = await demoUserIds(tx, ['editor', 'produtor', 'reporter', 'esportes']);
  const shows = await tx.select().from(programs).where(inArray(programs.name, SHOWS));
  for (const show of shows) {
    const template = show.name === 'Esporte Total' ? SPORTS : NEWS;
    for (const [offset, date] of [today, addDaysToDate(today, 1)].entries()) {
      const [rundown] = await tx
        .insert(rundowns)
        .values({ programId: show.id, date, start: show.start, end: show.end, approved: false })
        .onConflictDoNothing()
        .returning();
      if (!rundown) continue;
      const planned =
        offset === 0
          ? template
          : template.map((b) => ({
              ...b,
              stories: b.stories.slice(0, 2).map((st) => ({ ...st, approved: false, total: 0 })),
            }));
      const all = [...planned, { name: 'Standby', commercial: 0, stories: [STANDBY_SPARE] }];
      let page = 1;
      for (const [index, block] of all.entries()) {
        const [row] = await tx
          .insert(blocks)
          .values({
            rundownId: rundown.id,
            index,
            name: block.name,
            commercialMs: s(block.commercial),
          })
          .returning({ id: blocks.id });
        await tx.insert(stories).values(
          block.stories.map((st, position) => ({
            blockId: row!.id,
            index: position,
            page: String(page++).padStart(2, '0'),
            slug: st.slug,
            programId: show.id,
            estimatedMs: s(st.estimated),
            totalMs: s(st.total),
            approved: (st.approved ?? false) && !st.isPrivate,
            ownerId: st.owner ? (people.get(st.owner) ?? null) : null,
            isPrivate: st.isPrivate ?? false,
            information: st.information ?? '',
          })),
        );
      }
      await tx.insert(rundownLogs).values({
        rundownId: rundown.id,
        action: 'creation',
        entity: 'rundown',
        entityId: rundown.id,
        label: `${show.name} ${date}`,
        userId: people.get('editor') ?? null,
        nickname: people.has('editor') ? 'editor' : 'admin',
        createdAt: ctx.now,
      });
    }
  }
}

import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { assignments, programs, stories } from '../platform/db/schema';
import { loadConfig } from '../config';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/**
 * Last weeks' work for the archive and a few deleted documents for the trash (issue 8): past
 * assignments and drawer stories of the demo newsroom, and one assignment and one story removed
 * a few days ago (the trash shows when the retention will purge them).
 */

interface PastDocument {
  kind: 'assignment' | 'story';
  slug: string;
  daysAgo: number;
  /** Assignments only: drawer stories hold no program. */
  program: string | null;
  owner: string;
  text: string;
  /** Removed this many days ago (in the trash). */
  excludedDaysAgo?: number;
}

const PAST: PastDocument[] = [
  {
    kind: 'assignment',
    slug: 'VACINAÇÃO DA GRIPE NOS POSTOS',
    daysAgo: 9,
    program: 'Jornal da Manhã',
    owner: 'produtor',
    text: 'Campanha de vacinação contra a gripe começa nas unidades básicas de saúde. Sonora com a secretária municipal de Saúde e fila no posto da Vila Mariana.',
  },
  {
    kind: 'assignment',
    slug: 'FEIRA DO LIVRO NO PACAEMBU',
    daysAgo: 6,
    program: 'Jornal do Meio-Dia',
    owner: 'produtor',
    text: 'Feira do livro reúne 120 editoras na praça Charles Miller. Entrevistar organizador e leitores; imagens das tendas e da contação de histórias.',
  },
  {
    kind: 'assignment',
    slug: 'FINAL DO PAULISTA FEMININO',
    daysAgo: 4,
    program: 'Esporte Total',
    owner: 'esportes',
    text: 'Final do campeonato paulista feminino no Canindé. Credenciamento confirmado; repórter no gramado e cinegrafista na arquibancada.',
  },
  {
    kind: 'story',
    slug: 'GREVE DOS METROVIÁRIOS',
    daysAgo: 8,
    program: null,
    owner: 'reporter',
    text: 'Metroviários cruzam os braços e as linhas azul e vermelha amanhecem fechadas. Trânsito recorde na marginal Tietê; rodízio suspenso pela prefeitura.',
  },
  {
    kind: 'story',
    slug: 'ONDA DE FRIO NA CAPITAL',
    daysAgo: 5,
    program: null,
    owner: 'reporter',
    text: 'Madrugada mais fria do ano na capital, com 6 graus no Mirante de Santana. Abrigos da prefeitura ampliam vagas para a população de rua.',
  },
  {
    kind: 'story',
    slug: 'INAUGURAÇÃO DA LINHA 6',
    daysAgo: 3,
    program: null,
    owner: 'editor',
    text: 'Primeiro trecho da linha laranja do metrô começa a operar em horário reduzido. Passageiros elogiam a rapidez; obras seguem até a Brasilândia.',
  },
  {
    kind: 'assignment',
    slug: 'BURACO NA AVENIDA SAPOPEMBA',
    daysAgo: 2,
    program: 'Jornal do Meio-Dia',
    owner: 'produtor',
    text: 'Cratera aberta após a chuva interdita uma faixa da avenida. Pauta derrubada: a prefeitura fechou o buraco antes da gravação.',
    excludedDaysAgo: 1,
  },
  {
    kind: 'story',
    slug: 'NOTA FALECIMENTO (DUPLICADA)',
    daysAgo: 1,
    program: null,
    owner: 'editor',
    text: 'Nota duplicada por engano; a versão certa está no espelho do Jornal da Noite.',
    excludedDaysAgo: 2,
  },
];

const DAY_MS = 86_400_000;

/** Seeds the past and deleted documents (after the assignments and stories of today). */
export async function seedArchive(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  const users = await demoUserIds(tx, [...new Set(PAST.map((d) => d.owner))]);
  const programIds = new Map(
    (await tx.select({ id: programs.id, name: programs.name }).from(programs)).map((p) => [
      p.name,
      p.id,
    ]),
  );
  for (const document of PAST) {
    const date = addDaysToDate(today, -document.daysAgo);
    const ownerId = users.get(document.owner) ?? null;
    const programId = document.program === null ? null : (programIds.get(document.program) ?? null);
    const excluded = document.excludedDaysAgo !== undefined;
    const updatedAt = excluded
      ? new Date(ctx.now.getTime() - document.excludedDaysAgo! * DAY_MS)
      : new Date(`${date}T18:00:00Z`);
    if (document.kind === 'assignment') {
      await tx.insert(assignments).values({
        slug: document.slug,
        date,
        state: 'COMPLETED',
        programsIds: programId === null ? [] : [programId],
        information: document.text,
        ownerId,
        changedById: ownerId,
        excluded,
        createdAt: new Date(`${date}T09:00:00Z`),
        updatedAt,
      });
    } else {
      await tx.insert(stories).values({
        slug: document.slug,
        date,
        // Past stories outside any rundown live in the drawer, which holds no program.
        programId: null,
        information: document.text,
        ownerId,
        excluded,
        updatedAt,
      });
    }
  }
}

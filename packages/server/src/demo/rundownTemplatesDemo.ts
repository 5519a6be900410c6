import type { Tx } from '../platform/db/client';
import {
  programs,
  rundownTemplates,
  storyTemplates,
  templateBlocks,
  templateStories,
} from '../platform/db/schema';
import type { DemoSeedContext } from './groupsDemo';

const min = (minutes: number, seconds = 0) => (minutes * 60 + seconds) * 1000;

/** A block of a demo template: name, commercial break and placeholder stories [slug, ms, info]. */
interface DemoBlock {
  name: string;
  commercialMs: number;
  stories: [string, number, string?][];
}

/** The usual shape of a news show: opening and headlines, three blocks, closing. */
function newsShape(show: string): DemoBlock[] {
  return [
    {
      name: 'Abertura',
      commercialMs: 0,
      stories: [
        ['ABERTURA', min(0, 20), `Vinheta de abertura do ${show}`],
        ['ESCALADA', min(1, 10), 'Manchetes lidas pelos apresentadores'],
      ],
    },
    {
      name: 'Bloco 1',
      commercialMs: min(3),
      stories: [
        ['MATÉRIA PRINCIPAL', min(3), 'VT do assunto do dia'],
        ['LINK AO VIVO', min(2, 30), 'Repórter no local'],
        ['NOTA COBERTA', min(0, 40)],
      ],
    },
    {
      name: 'Bloco 2',
      commercialMs: min(3),
      stories: [
        ['VT CIDADES', min(2, 30)],
        ['PREVISÃO DO TEMPO', min(1, 30), 'Mapa e temperaturas'],
      ],
    },
    {
      name: 'Bloco 3',
      commercialMs: min(2, 30),
      stories: [
        ['ENTREVISTA', min(5), 'Convidado no estúdio'],
        ['NOTA PÉ', min(0, 30)],
      ],
    },
    {
      name: 'Encerramento',
      commercialMs: 0,
      stories: [['ENCERRAMENTO', min(0, 40), 'Despedida e chamada da próxima edição']],
    },
  ];
}

/** A sports show's shape. */
const SPORTS_SHAPE: DemoBlock[] = [
  {
    name: 'Abertura',
    commercialMs: 0,
    stories: [
      ['ABERTURA', min(0, 20)],
      ['ESCALADA', min(1)],
    ],
  },
  {
    name: 'Bloco 1',
    commercialMs: min(3),
    stories: [
      ['GOLS DA RODADA', min(4), 'Melhores momentos'],
      ['CLASSIFICAÇÃO', min(1)],
    ],
  },
  {
    name: 'Bloco 2',
    commercialMs: min(3),
    stories: [
      ['BASTIDORES DO CLUBE', min(3)],
      ['AGENDA ESPORTIVA', min(1)],
    ],
  },
  { name: 'Encerramento', commercialMs: 0, stories: [['ENCERRAMENTO', min(0, 30)]] },
];

/** Reusable stories, for every program. */
const STORY_TEMPLATES: [string, string, number, string][] = [
  ['ABERTURA', 'ABERTURA', min(0, 20), 'Vinheta e cumprimento dos apresentadores'],
  ['ESCALADA', 'ESCALADA', min(1, 10), 'Manchetes do dia com imagens'],
  ['PREVISÃO DO TEMPO', 'PREVISÃO DO TEMPO', min(1, 30), 'Mapa, temperaturas máxima e mínima'],
  ['ENCERRAMENTO', 'ENCERRAMENTO', min(0, 40), 'Despedida e chamada da próxima edição'],
];

/** Demo rundown templates (one per demo program) and story templates; run after programs. */
export async function seedRundownTemplates(tx: Tx, _ctx: DemoSeedContext): Promise<void> {
  const shows = await tx.select({ id: programs.id, name: programs.name }).from(programs);
  for (const show of shows) {
    const shape = /esporte/i.test(show.name) ? SPORTS_SHAPE : newsShape(show.name);
    const [template] = await tx
      .insert(rundownTemplates)
      .values({ name: `Padrão ${show.name}`, programId: show.id })
      .returning();
    for (const [index, block] of [
      ...shape,
      { name: 'Stand by', commercialMs: 0, stories: [] },
    ].entries()) {
      const [row] = await tx
        .insert(templateBlocks)
        .values({
          templateId: template!.id,
          index,
          name: block.name,
          standBy: index === shape.length,
          commercialMs: block.commercialMs,
        })
        .returning();
      if (block.stories.length === 0) continue;
      await tx.insert(templateStories).values(
        block.stories.map(([slug, estimatedMs, information], storyIndex) => ({
          blockId: row!.id,
          index: storyIndex,
          slug,
          estimatedMs,
          information: information ?? '',
        })),
      );
    }
  }
  await tx.insert(storyTemplates).values(
    STORY_TEMPLATES.map(([name, slug, estimatedMs, information]) => ({
      name,
      programId: null,
      slug,
      estimatedMs,
      information,
    })),
  );
}

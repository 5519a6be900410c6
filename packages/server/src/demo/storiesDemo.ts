import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  emptySection,
  emptySubsection,
  newsroomToday,
  readRateFrom,
  type ReadRateOf,
  type Section,
  type Subsection,
  timeStory,
} from '@newsroom/domain';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import { blocks, documentTypes, programs, rundowns, stories } from '../platform/db/schema';
import { loadAreaConfig } from '../areas/companyData/areaConfigs.service';
import { insertDemoRevision } from './demoRevision';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/**
 * Story content of the demo newsroom: today's rundown stories get sections (cabeça read on
 * camera by the program's presenter, VT with its MOS video, off over pictures, nota pé, CGs with
 * named fields and sizes, cue in/out) and durations computed by timeStory with the story config's
 * read rates; a few drawer stories (one private) and two revisions of one story. Runs after the
 * rundowns and company-data seeds. A handful of statements per story keeps the start fast.
 */

type Sub = Partial<Subsection> & Pick<Subsection, 'type'>;

/** A demo subsection: an empty one of its type with these fields. */
export const sub = (part: Sub): Subsection => ({
  ...emptySubsection(part.type, randomUUID()),
  ...part,
});

/** A demo section with its subsections and cue in / cue out. */
export const section = (
  type: Section['type'],
  subSections: Subsection[],
  cue: { cueIn?: string; cueOut?: string } = {},
): Section => ({ ...emptySection(type), ...cue, subSections });

/** A text read on a camera by a presenter. */
export const camera = (presenterId: number | null, text: string, cameraName = '1') =>
  sub({ type: 'CAMERA_TEXT', presenterId, camera: cameraName, text });

/** A ready MOS video of the playout server. */
export const video = (slug: string, seconds: number, objectId: string) =>
  sub({
    type: 'MOS_VIDEO',
    slug,
    status: 'ready',
    channel: 'A',
    media: {
      slug,
      objectId,
      durationMs: seconds * 1000,
      timeBase: 29.97,
      abstractText: slug,
      type: 'VIDEO',
      paths: [{ techDescription: 'HD', url: `mos://playout/${objectId}.mxf` }],
      proxyPaths: [
        { techDescription: 'proxy', url: `https://mam.demo.newsroom/proxy/${objectId}.mp4` },
      ],
      metadataPath: null,
      mosExternalMetadata: [],
    },
  });

const credit = (name: string, role: string) =>
  sub({
    type: 'CG',
    slug: 'CRÉDITO',
    code: '10',
    templateName: 'Nome e cargo',
    cgFields: [
      { uuid: randomUUID(), name: 'Nome', value: name, size: 32 },
      { uuid: randomUUID(), name: 'Cargo', value: role, size: 40 },
    ],
  });

const locator = (place: string) =>
  sub({
    type: 'CG',
    slug: 'LOCALIZADOR',
    code: '20',
    templateName: 'Local',
    cgFields: [{ uuid: randomUUID(), name: 'Local', value: place, size: 30 }],
  });

/** Sections of a demo story by its slug (null: still being produced, left empty). */
function contentOf(
  slug: string,
  presenter: number | null,
  reporter: number | null,
): Section[] | null {
  const head = (text: string) => section('HEADER', [camera(presenter, text)]);
  switch (slug) {
    case 'ESCALADA':
      return [
        head(
          'Bom dia! Chuva forte deixa ruas alagadas na zona leste de São Paulo. [sobe som] A inflação do mês e a previsão do tempo para o fim de semana.',
        ),
        section('LIVE_VO', [
          sub({
            type: 'TEXT',
            presenterId: presenter,
            text: 'Na escalada: as imagens da chuva, o trânsito e as eleições.',
          }),
          video('ESCALADA IMAGENS', 12, 'ESC-0001'),
        ]),
      ];
    case 'ABERTURA':
      return [
        head(
          'Começa agora o seu jornal. Eu sou a apresentadora deste programa e estas são as principais notícias.',
        ),
      ];
    case 'CHUVA EM SP':
      return [
        head(
          'A chuva forte da madrugada alagou ruas e avenidas da zona leste. Moradores perderam móveis e eletrodomésticos. A repórter acompanhou o trabalho da Defesa Civil.',
        ),
        section(
          'VT',
          [
            video('VT CHUVA ZONA LESTE', 95, 'VT-CHUVA-0815'),
            credit('Joana Prado', 'Moradora de Itaquera'),
            locator('Itaquera — São Paulo'),
          ],
          {
            cueIn: 'A água começou a subir',
            cueOut: '...para a TV Horizonte, Itaquera.',
          },
        ),
        section('FOOTER', [
          camera(
            presenter,
            'A Defesa Civil recomenda que os moradores evitem as áreas alagadas e liguem 199 em caso de emergência.',
            '2',
          ),
        ]),
      ];
    case 'STAND-UP TRÂNSITO':
      return [
        head(
          'E o trânsito já complica a volta para casa. Vamos ao vivo com a nossa repórter na Marginal Tietê.',
        ),
        section('LINK', [
          camera(
            reporter,
            'Boa noite. A lentidão chega a doze quilômetros no sentido Castelo Branco por causa de um acidente.',
            'LINK',
          ),
          locator('Marginal Tietê'),
        ]),
      ];
    case 'VT ELEIÇÕES':
      return [
        head(
          'Faltam trinta dias para o primeiro turno. Os candidatos intensificam as agendas na capital.',
        ),
        section(
          'VT',
          [
            video('VT ELEIÇÕES AGENDAS', 140, 'VT-ELEI-0912'),
            credit('Carlos Menezes', 'Cientista político'),
          ],
          {
            cueIn: 'A campanha entra na reta final',
            cueOut: '...quem decide é o eleitor.',
          },
        ),
      ];
    case 'NOTA PELADA INFLAÇÃO':
      return [
        head(
          'A inflação oficial do mês ficou em zero vírgula trinta e oito por cento, segundo o IBGE. No acumulado de doze meses o índice chega a quatro vírgula um por cento.',
        ),
      ];
    case 'PREVISÃO DO TEMPO':
      return [
        head('E como fica o tempo nos próximos dias?'),
        section('LIVE_VO', [
          sub({
            type: 'TEXT',
            presenterId: presenter,
            text: 'O fim de semana ainda terá pancadas de chuva à tarde na capital. A temperatura máxima não passa de vinte e quatro graus. No interior, o tempo fica firme.',
          }),
          video('MAPA DO TEMPO', 20, 'ARTE-TEMPO-01'),
          sub({
            type: 'MOS_CG',
            slug: 'TEMPERATURAS',
            code: '30',
            templateName: 'Mapa de temperaturas',
            status: 'ready',
          }),
        ]),
      ];
    case 'ENCERRAMENTO':
      return [head('Esse foi o seu jornal. Obrigada pela companhia e até amanhã.')];
    case 'NOTA RESERVA FERIADO':
      return [
        head(
          'Atenção para o feriado: bancos e repartições públicas não abrem na segunda-feira. O comércio funciona normalmente.',
        ),
      ];
    case 'VT CLÁSSICO NO MORUMBIS':
      return [
        head(
          'O clássico de domingo no Morumbis terminou empatado. Dois a dois, com gol nos acréscimos.',
        ),
        section(
          'VT',
          [video('VT CLÁSSICO', 130, 'VT-ESP-0311'), credit('Rafael Lima', 'Técnico')],
          { cueIn: 'Casa cheia no Morumbis', cueOut: '...e a torcida saiu dividida.' },
        ),
        section('FOOTER', [
          camera(
            presenter,
            'Os dois times voltam a campo na quarta-feira pela Copa do Brasil.',
            '2',
          ),
        ]),
      ];
    case 'NOTA COBERTA VÔLEI':
      return [
        head('No vôlei, a seleção feminina venceu a Itália por três sets a um.'),
        section('LIVE_VO', [
          sub({
            type: 'TEXT',
            presenterId: presenter,
            text: 'O time brasileiro lidera o grupo e volta à quadra amanhã contra o Japão.',
          }),
          video('VÔLEI BRASIL X ITÁLIA', 25, 'NC-VOLEI-02'),
        ]),
      ];
    case 'FÓRMULA 1 GP DE INTERLAGOS':
      return [
        head('Em Interlagos, a chuva embaralhou o grid do Grande Prêmio.'),
        section('RECORDED_VO', [
          sub({
            type: 'TEXT',
            presenterId: presenter,
            text: 'O treino classificatório foi adiado duas vezes. A largada está confirmada para as duas da tarde.',
          }),
          video('F1 INTERLAGOS', 60, 'VT-F1-0107'),
        ]),
      ];
    case 'GOLS DA RODADA':
      return [
        head('Agora, os gols da rodada do Brasileirão.'),
        section('VT', [video('GOLS DA RODADA', 110, 'VT-GOLS-2204')], {
          cueIn: 'Abriu o placar',
          cueOut: '...fechou a rodada.',
        }),
      ];
    default:
      return null;
  }
}

/** Durations of sections with the story config's read rates. */
function timed(sections: Section[], rateOf: ReadRateOf) {
  return timeStory(sections, rateOf, null);
}

export async function seedStories(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  const rateOf = readRateFrom(await loadAreaConfig(tx, 'story'));
  const people = await demoUserIds(tx, [
    'editor',
    'produtor',
    'reporter',
    'apresentador',
    'esportes',
  ]);
  const types = new Map(
    (
      await tx
        .select({ id: documentTypes.id, abbreviation: documentTypes.abbreviation })
        .from(documentTypes)
    ).map((t) => [t.abbreviation, t.id]),
  );
  const typeOf = (slug: string) =>
    types.get(
      slug.startsWith('VT') || slug.includes('CHUVA') || slug.includes('GOLS')
        ? 'VT'
        : slug.startsWith('ESCALADA')
          ? 'ESC'
          : 'NOTA',
    ) ?? null;

  const rows = await tx
    .select({
      id: stories.id,
      slug: stories.slug,
      ownerId: stories.ownerId,
      presenterId: programs.defaultPresenterId,
      programName: programs.name,
    })
    .from(stories)
    .innerJoin(blocks, eq(blocks.id, stories.blockId))
    .innerJoin(rundowns, eq(rundowns.id, blocks.rundownId))
    .innerJoin(programs, eq(programs.id, rundowns.programId))
    .where(and(eq(rundowns.date, today), isNotNull(stories.blockId)));
  const reporter = people.get('reporter') ?? null;
  let revised: { id: number; sections: Section[] } | null = null;
  for (const row of rows) {
    const presenter = row.presenterId ?? people.get('apresentador') ?? null;
    const content = contentOf(row.slug, presenter, reporter);
    if (!content) continue;
    const { sections, times } = timed(content, rateOf);
    await tx
      .update(stories)
      .set({
        sections,
        ...times,
        typeId: typeOf(row.slug),
        reporterId: row.slug.includes('CHUVA') || row.slug.includes('STAND-UP') ? reporter : null,
        editorId: people.get('editor') ?? null,
        mediaCode: sections.some((s) => s.type === 'VT') ? `MC-${row.id}` : '',
        changedById: row.ownerId,
      })
      .where(eq(stories.id, row.id));
    if (!revised && row.slug === 'CHUVA EM SP' && row.programName === 'Jornal da Manhã')
      revised = { id: row.id, sections };
  }

  // Two revisions of the rain story: the reporter's first draft, then the editor's final text.
  if (revised) {
    const draftSections = revised.sections
      .filter((s) => s.type !== 'FOOTER')
      .map((s) =>
        s.type === 'HEADER'
          ? {
              ...s,
              subSections: s.subSections.map((u) => ({
                ...u,
                text: 'A chuva da madrugada alagou ruas da zona leste. A Defesa Civil está no local.',
              })),
            }
          : s,
      );
    const draft = timed(draftSections, rateOf);
    const final = timed(revised.sections, rateOf);
    const snapshot = (sections: Section[], times: typeof final.times, information: string) => ({
      slug: 'CHUVA EM SP',
      typeId: types.get('VT') ?? null,
      branchId: null,
      editorId: people.get('editor') ?? null,
      imageEditorId: null,
      reporterId: reporter,
      mediaCode: `MC-${revised.id}`,
      estimatedMs: 120_000,
      manualVt: false,
      radio: false,
      information,
      ...times,
      sections,
    });
    const hourAgo = new Date(ctx.now.getTime() - 60 * 60 * 1000);
    const target = { entityType: 'story', entityId: revised.id };
    const ip = '10.0.0.12';
    await insertDemoRevision(tx, {
      target,
      number: 1,
      snapshot: snapshot(draft.sections, draft.times, 'VT com sonoras'),
      slug: 'CHUVA EM SP',
      revisor: { id: reporter, nickname: 'reporter', ip },
      at: hourAgo,
    });
    await insertDemoRevision(tx, {
      target,
      number: 2,
      snapshot: snapshot(final.sections, final.times, 'VT com sonoras de moradores da zona leste'),
      slug: 'CHUVA EM SP',
      revisor: { id: people.get('editor') ?? null, nickname: 'editor', ip },
      at: ctx.now,
    });
  }

  // Drawer stories of the morning show: ideas and spare notes kept outside the rundown.
  const [morning] = await tx
    .select({ id: programs.id, presenterId: programs.defaultPresenterId })
    .from(programs)
    .where(inArray(programs.name, ['Jornal da Manhã']));
  const presenter = morning?.presenterId ?? people.get('apresentador') ?? null;
  const drawer: {
    slug: string;
    owner: string;
    information: string;
    isPrivate?: boolean;
    content: Section[];
  }[] = [
    {
      slug: 'NOTA VACINAÇÃO GRIPE',
      owner: 'produtor',
      information: 'Campanha começa na segunda; confirmar postos abertos no sábado',
      content: [
        section('HEADER', [
          camera(
            presenter,
            'A campanha de vacinação contra a gripe começa na segunda-feira em todos os postos de saúde da capital.',
          ),
        ]),
      ],
    },
    {
      slug: 'VT FEIRA LIVRE PREÇOS',
      owner: 'reporter',
      information: 'Gravado na feira da Vila Mariana; falta editar a sonora do feirante',
      content: [
        section('HEADER', [
          camera(
            presenter,
            'O preço do tomate subiu trinta por cento em um mês nas feiras livres.',
          ),
        ]),
        section(
          'VT',
          [video('VT FEIRA LIVRE', 80, 'VT-FEIRA-0420'), credit('Antônio Souza', 'Feirante')],
          { cueIn: 'Na banca do seu Antônio', cueOut: '...volta a cair em maio.' },
        ),
      ],
    },
    {
      slug: 'NOTA PÉ OBRAS METRÔ',
      owner: 'editor',
      information: 'Usar se a linha 6 confirmar a data de inauguração',
      content: [
        section('FOOTER', [
          camera(
            presenter,
            'O governo do estado promete inaugurar as três primeiras estações da linha laranja no segundo semestre.',
            '2',
          ),
        ]),
      ],
    },
    {
      slug: 'APURAÇÃO CONTRATOS PREFEITURA',
      owner: 'reporter',
      isPrivate: true,
      information: 'Sigiloso: aguardar resposta da assessoria antes de qualquer divulgação',
      content: [
        section('HEADER', [
          camera(
            presenter,
            'Documentos obtidos pela reportagem mostram contratos sem licitação na secretaria de obras.',
          ),
        ]),
      ],
    },
  ];
  for (const item of drawer) {
    const { sections, times } = timed(item.content, rateOf);
    const ownerId = people.get(item.owner) ?? null;
    await tx.insert(stories).values({
      blockId: null,
      date: today,
      programId: morning?.id ?? null,
      slug: item.slug,
      information: item.information,
      isPrivate: item.isPrivate ?? false,
      ownerId,
      changedById: ownerId,
      reporterId: item.owner === 'reporter' ? reporter : null,
      estimatedMs: times.totalMs,
      sections,
      ...times,
    });
  }
}

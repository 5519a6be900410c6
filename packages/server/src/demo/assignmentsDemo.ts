import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { eq } from 'drizzle-orm';
import type { DocumentState, Guide, ProductionTask } from '@newsroom/domain';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import {
  assignmentProposals,
  assignments,
  classifications,
  documentTypes,
  editorials,
  programs,
  teams,
  vehicles,
} from '../platform/db/schema';
import { idsByName, pick } from './demoIds';
import { insertDemoRevision } from './demoRevision';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';
import { demoContactIds } from './contactsDemo';

/** A demo assignment; names are resolved to ids when seeding. `day` 0 = today, 1 = tomorrow. */
interface DemoAssignment {
  slug: string;
  day: 0 | 1;
  state: DocumentState;
  type: string;
  team: string | null;
  classification: string | null;
  cameraman: string;
  producers: string[];
  reporters: string[];
  editors: string[];
  programs: string[];
  editorials: string[];
  vehicles: string[];
  proposal: string;
  referral: string;
  information: string;
  guides: Guide[];
  tasks: ProductionTask[];
  owner: string;
  isPrivate?: boolean;
  /** Slug of the proposal it was made from. */
  fromProposal?: string;
}

const contact = (
  id: string,
  name: string,
  profession: string,
  numbers: { value: string; label: 'cell_phone' | 'work' | 'residential' | 'fax' | 'other' }[],
  emails: string[],
  info = '',
) => ({ id, name, profession, numbers, emails, address: '', info });

const task = (
  id: string,
  label: string,
  done: boolean,
  time: string | null = null,
  information = '',
): ProductionTask => ({
  id,
  date: null,
  time,
  label,
  done,
  information,
});

const ASSIGNMENTS: DemoAssignment[] = [
  {
    slug: 'FALTA DE ÁGUA ZONA LESTE',
    day: 0,
    state: 'COVERING',
    type: 'Videoteipe (reportagem)',
    team: 'Equipe 1',
    classification: 'Factual',
    cameraman: 'Tiago Ferreira',
    producers: ['produtor'],
    reporters: ['reporter'],
    editors: ['editor'],
    programs: ['Jornal da Manhã', 'Jornal do Meio-Dia'],
    editorials: ['Cidades'],
    vehicles: ['TV Horizonte', 'portal horizonte.com'],
    proposal:
      'Moradores de Itaquera e Guaianases estão há três dias sem água. A concessionária fala em manutenção na adutora, mas não dá prazo para a normalização.',
    referral:
      'Abrir com imagens das filas no caminhão-pipa. Ouvir moradores, o comércio do bairro e cobrar a concessionária ao vivo. Passagem do repórter em frente à caixa-d’água do conjunto.',
    information: 'A Sabesp prometeu nota até as 10h. Assessoria: imprensa@saneamento.sp.gov.br.',
    guides: [
      {
        id: 'demo-g-agua-1',
        scheduleDate: null,
        scheduleTime: '08:30',
        interviewee: 'Maria Aparecida dos Santos, dona de casa',
        address: 'Rua Gregório Ramalho, 310 — Itaquera, São Paulo',
        latitude: -23.5366,
        longitude: -46.4556,
        observation:
          'Está sem água desde domingo; tem três filhos pequenos. Aceita gravar na cozinha.',
        contacts: [
          contact(
            'demo-c-agua-1',
            'Maria Aparecida dos Santos',
            'Dona de casa',
            [{ value: '+55 11 98123-4567', label: 'cell_phone' }],
            [],
          ),
        ],
      },
      {
        id: 'demo-g-agua-2',
        scheduleDate: null,
        scheduleTime: '10:00',
        interviewee: 'Jorge Takahashi, dono de padaria',
        address: 'Av. Itaquera, 8.950 — Itaquera, São Paulo',
        latitude: -23.542,
        longitude: -46.472,
        observation: 'Está comprando água de caminhão particular para manter a produção.',
        contacts: [
          contact(
            'demo-c-agua-2',
            'Jorge Takahashi',
            'Comerciante',
            [
              { value: '+55 11 2524-7788', label: 'work' },
              { value: '+55 11 99456-1200', label: 'cell_phone' },
            ],
            ['padaria.sol@exemplo.com.br'],
          ),
        ],
      },
      {
        id: 'demo-g-agua-3',
        scheduleDate: null,
        scheduleTime: '11:30',
        interviewee: 'Porta-voz da concessionária',
        address: 'Rua Costa Carvalho, 300 — Pinheiros, São Paulo',
        latitude: -23.5663,
        longitude: -46.6929,
        observation: 'Entrevista confirmada pela assessoria; 10 minutos no máximo.',
        contacts: [
          contact(
            'demo-c-agua-3',
            'Renata Oliveira',
            'Assessora de imprensa',
            [{ value: '+55 11 3388-9000', label: 'work' }],
            ['imprensa@saneamento.sp.gov.br'],
            'Prefere ser chamada por WhatsApp.',
          ),
        ],
      },
    ],
    tasks: [
      task('demo-t-agua-1', 'Confirmar entrevista com a concessionária', true, '07:30'),
      task('demo-t-agua-2', 'Pedir imagens aéreas do helicóptero', true, '08:00'),
      task(
        'demo-t-agua-3',
        'Levantar números de reclamações no Procon',
        false,
        null,
        'Procon-SP: 151; pedir dados dos últimos 30 dias.',
      ),
      task('demo-t-agua-4', 'Arte com o mapa dos bairros afetados', false, '11:00'),
    ],
    owner: 'produtor',
  },
  {
    slug: 'VACINAÇÃO CONTRA A GRIPE',
    day: 0,
    state: 'PRODUCING',
    type: 'Nota coberta',
    team: 'Equipe 2',
    classification: 'Serviço',
    cameraman: 'Pedro Santos',
    producers: ['produtor'],
    reporters: ['estagiario'],
    editors: ['edicao'],
    programs: ['Jornal do Meio-Dia'],
    editorials: ['Cidades'],
    vehicles: ['TV Horizonte', 'Rádio Horizonte FM'],
    proposal:
      'Começa hoje a campanha de vacinação contra a gripe para idosos, gestantes e crianças de 6 meses a 6 anos.',
    referral:
      'Imagens de uma UBS com movimento; serviço completo com horários e documentos necessários.',
    information: 'Campanha vai até o fim do mês. Levar lista de postos em drive-thru.',
    guides: [
      {
        id: 'demo-g-vacina-1',
        scheduleDate: null,
        scheduleTime: '09:00',
        interviewee: 'Dra. Helena Prado, coordenadora de imunização',
        address: 'UBS Vila Mariana — Rua Santa Cruz, 1.191, São Paulo',
        latitude: -23.5948,
        longitude: -46.6335,
        observation: 'Falar sobre a meta de cobertura e a baixa procura no ano passado.',
        contacts: [
          contact(
            'demo-c-vacina-1',
            'Helena Prado',
            'Médica sanitarista',
            [{ value: '+55 11 3397-2000', label: 'work' }],
            ['helena.prado@saude.exemplo.gov.br'],
          ),
        ],
      },
    ],
    tasks: [
      task('demo-t-vacina-1', 'Confirmar postos com drive-thru', true, '08:00'),
      task('demo-t-vacina-2', 'Gerar GC com horários', false),
    ],
    owner: 'produtor',
  },
  {
    slug: 'JULGAMENTO NO STF',
    day: 0,
    state: 'COMPLETED',
    type: 'Ao vivo',
    team: null,
    classification: 'Factual',
    cameraman: '',
    producers: ['produtor'],
    reporters: ['reporter'],
    editors: ['editor'],
    programs: ['Jornal da Noite'],
    editorials: ['Política'],
    vehicles: ['TV Horizonte'],
    proposal:
      'O Supremo julga hoje o recurso sobre o piso salarial da enfermagem. Link ao vivo com a praça de Brasília.',
    referral: 'Entrada ao vivo no Jornal da Noite com o resultado; sonora do relator se houver.',
    information: 'Sessão começou às 14h. Resultado já saiu: 7 a 4. Pauta encerrada.',
    guides: [],
    tasks: [
      task('demo-t-stf-1', 'Reservar link de satélite com Brasília', true, '13:00'),
      task('demo-t-stf-2', 'Conferir arte do placar', true),
    ],
    owner: 'editor',
  },
  {
    slug: 'CLÁSSICO NO MORUMBI',
    day: 1,
    state: 'COVERING',
    type: 'Stand-up',
    team: 'Equipe Esportes',
    classification: 'Factual',
    cameraman: 'Pedro Santos',
    producers: [],
    reporters: ['esportes'],
    editors: ['esportes'],
    programs: ['Esporte Total'],
    editorials: ['Esportes'],
    vehicles: ['TV Horizonte'],
    proposal:
      'Clássico decide a vaga na final do Paulistão. Clima da torcida, esquema de segurança e trânsito no entorno.',
    referral: 'Entradas ao vivo antes e depois do jogo; sonoras de torcedores das duas equipes.',
    information: 'Credenciais na sala de imprensa, portão 15.',
    guides: [
      {
        id: 'demo-g-classico-1',
        scheduleDate: null,
        scheduleTime: '14:30',
        interviewee: 'Capitão Rodrigues, Polícia Militar',
        address: 'Estádio do Morumbi — Praça Roberto Gomes Pedrosa, 1, São Paulo',
        latitude: -23.6,
        longitude: -46.7203,
        observation: 'Esquema de segurança e horários de abertura dos portões.',
        contacts: [
          contact(
            'demo-c-classico-1',
            'Capitão Rodrigues',
            'Comunicação social da PM',
            [{ value: '+55 11 3327-7000', label: 'work' }],
            ['imprensa.pm@exemplo.sp.gov.br'],
          ),
        ],
      },
    ],
    tasks: [
      task('demo-t-classico-1', 'Pedir credenciamento ao clube', true),
      task('demo-t-classico-2', 'Testar mochilink no estádio', false, '14:00'),
    ],
    owner: 'esportes',
  },
  {
    slug: 'DENÚNCIA NA MERENDA ESCOLAR',
    day: 0,
    state: 'INTERRUPTED',
    type: 'Videoteipe (reportagem)',
    team: 'Equipe 1',
    classification: 'Exclusiva',
    cameraman: 'Tiago Ferreira',
    producers: ['produtor'],
    reporters: ['reporter'],
    editors: ['editor'],
    programs: ['Jornal da Noite'],
    editorials: ['Polícia', 'Política'],
    vehicles: ['TV Horizonte'],
    proposal: 'Fonte aponta contrato superfaturado de merenda em três escolas municipais.',
    referral: 'Aguardar documentos da fonte antes de procurar a prefeitura.',
    information: 'Interrompida: a fonte pediu mais uma semana. Não comentar fora da equipe.',
    guides: [
      {
        id: 'demo-g-merenda-1',
        scheduleDate: null,
        scheduleTime: null,
        interviewee: 'Fonte (off)',
        address: '',
        latitude: null,
        longitude: null,
        observation: 'Contato apenas pelo produtor.',
        contacts: [],
      },
    ],
    tasks: [
      task('demo-t-merenda-1', 'Pedir contratos via Lei de Acesso à Informação', true),
      task('demo-t-merenda-2', 'Checar empresas na Junta Comercial', false),
    ],
    owner: 'produtor',
    isPrivate: true,
  },
  {
    slug: 'FEIRA DE ADOÇÃO DE ANIMAIS',
    day: 0,
    state: 'PRODUCING',
    type: 'Nota coberta',
    team: 'Equipe 2',
    classification: 'Serviço',
    cameraman: '',
    producers: ['produtor'],
    reporters: ['estagiario'],
    editors: [],
    programs: [],
    editorials: ['Cidades'],
    vehicles: ['portal horizonte.com'],
    proposal:
      'ONG faz feira de adoção no sábado no Parque da Água Branca; mais de 80 cães e gatos vacinados e castrados.',
    referral: 'Sugestão de leitor. Ver se cabe em algum jornal de sábado.',
    information: '',
    guides: [
      {
        id: 'demo-g-feira-1',
        scheduleDate: null,
        scheduleTime: '10:00',
        interviewee: 'Carla Menezes, presidente da ONG Patas Amigas',
        address: 'Parque da Água Branca — Av. Francisco Matarazzo, 455, São Paulo',
        latitude: -23.5272,
        longitude: -46.6665,
        observation: '',
        contacts: [
          contact(
            'demo-c-feira-1',
            'Carla Menezes',
            'Presidente de ONG',
            [{ value: '+55 11 97777-3210', label: 'cell_phone' }],
            ['contato@patasamigas.org.br'],
          ),
        ],
      },
    ],
    tasks: [],
    owner: 'produtor',
    fromProposal: 'FEIRA DE ADOÇÃO DE ANIMAIS',
  },
  {
    slug: 'OBRAS DA LINHA 6',
    day: 1,
    state: 'PRODUCING',
    type: 'Videoteipe (reportagem)',
    team: 'Equipe 2',
    classification: 'Suíte',
    cameraman: 'Tiago Ferreira',
    producers: ['produtor'],
    reporters: ['reporter'],
    editors: ['editor'],
    programs: ['Jornal da Manhã'],
    editorials: ['Cidades', 'Economia'],
    vehicles: ['TV Horizonte'],
    proposal:
      'Consórcio anuncia novo atraso na Linha 6-Laranja. Mostrar o canteiro da estação Freguesia do Ó e ouvir comerciantes afetados.',
    referral: 'Usar arte com o cronograma original x atual.',
    information: 'Visita ao canteiro autorizada para as 9h; obrigatório capacete e bota.',
    guides: [
      {
        id: 'demo-g-metro-1',
        scheduleDate: null,
        scheduleTime: '09:00',
        interviewee: 'Eng. Paulo Vasconcelos, gerente de obras do consórcio',
        address: 'Estação Freguesia do Ó — Av. Itaberaba, 1.000, São Paulo',
        latitude: -23.5008,
        longitude: -46.696,
        observation: 'Levar EPI; a visita dura 40 minutos.',
        contacts: [
          contact(
            'demo-c-metro-1',
            'Luciana Reis',
            'Assessora do consórcio',
            [
              { value: '+55 11 3090-4455', label: 'work' },
              { value: '+55 11 98800-1122', label: 'cell_phone' },
            ],
            ['imprensa@linhauni.exemplo.com.br'],
          ),
        ],
      },
      {
        id: 'demo-g-metro-2',
        scheduleDate: null,
        scheduleTime: '10:30',
        interviewee: 'Sônia Lopes, dona de loja de tecidos',
        address: 'Av. Itaberaba, 1.240 — Freguesia do Ó, São Paulo',
        latitude: -23.4965,
        longitude: -46.699,
        observation: 'Diz que perdeu metade do movimento desde o início das obras.',
        contacts: [
          contact(
            'demo-c-metro-2',
            'Sônia Lopes',
            'Comerciante',
            [{ value: '+55 11 3976-5500', label: 'work' }],
            [],
          ),
        ],
      },
    ],
    tasks: [
      task('demo-t-metro-1', 'Confirmar visita ao canteiro', true),
      task('demo-t-metro-2', 'Pedir cronograma oficial à Secretaria', false),
    ],
    owner: 'produtor',
  },
  {
    slug: 'PREÇO DOS ALIMENTOS NA CEAGESP',
    day: 1,
    state: 'PRODUCING',
    type: 'Videoteipe (reportagem)',
    team: 'Equipe 2',
    classification: 'Factual',
    cameraman: 'Pedro Santos',
    producers: ['produtor'],
    reporters: ['estagiario'],
    editors: ['edicao'],
    programs: ['Jornal do Meio-Dia'],
    editorials: ['Economia'],
    vehicles: ['TV Horizonte', 'Rádio Horizonte FM'],
    proposal:
      'Tomate e batata sobem mais de 20% no mês por causa da chuva. Gravar na madrugada da Ceagesp.',
    referral: 'Comparar com a inflação oficial; dicas de substituição para o consumidor.',
    information: 'Chegada às 4h30 pelo portão 7.',
    guides: [
      {
        id: 'demo-g-ceagesp-1',
        scheduleDate: null,
        scheduleTime: '04:30',
        interviewee: 'Antônio Ferraz, atacadista',
        address: 'Av. Dr. Gastão Vidigal, 1.946 — Vila Leopoldina, São Paulo',
        latitude: -23.5284,
        longitude: -46.7386,
        observation: '',
        contacts: [
          contact(
            'demo-c-ceagesp-1',
            'Antônio Ferraz',
            'Atacadista',
            [{ value: '+55 11 99123-0099', label: 'cell_phone' }],
            ['ferraz.hortifruti@exemplo.com.br'],
          ),
        ],
      },
    ],
    tasks: [task('demo-t-ceagesp-1', 'Autorização de gravação na Ceagesp', false, '15:00')],
    owner: 'produtor',
  },
];

/** Proposals; the first became the "FEIRA DE ADOÇÃO" assignment. */
const PROPOSALS: {
  slug: string;
  day: 0 | 1 | null;
  proposal: string;
  information: string;
  programs: string[];
  author: string;
}[] = [
  {
    slug: 'FEIRA DE ADOÇÃO DE ANIMAIS',
    day: 0,
    proposal:
      'ONG faz feira de adoção no sábado no Parque da Água Branca; mais de 80 cães e gatos vacinados e castrados.',
    information: 'Sugestão enviada por leitor pelo WhatsApp da redação.',
    programs: [],
    author: 'estagiario',
  },
  {
    slug: 'CICLOFAIXA NA MARGINAL PINHEIROS',
    day: 1,
    proposal:
      'Prefeitura estuda ciclofaixa permanente ao longo da Marginal Pinheiros. Ouvir ciclistas e especialistas em mobilidade.',
    information: 'Audiência pública marcada para a próxima semana.',
    programs: ['Jornal da Manhã'],
    author: 'reporter',
  },
];

/**
 * Assignments of a Brazilian TV newsroom for today and tomorrow (newsroom time zone): several
 * states, guides with interviewees, addresses and contacts, production tasks (some done), a
 * private one of the producer, and two proposals of which one became an assignment. Each
 * assignment gets its first revision. Runs after the company data seed (types, teams...).
 */
export async function seedAssignments(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  const dateOf = (day: 0 | 1) => addDaysToDate(today, day);
  const nicknames = [
    ...new Set([
      ...ASSIGNMENTS.flatMap((g) => [...g.producers, ...g.reporters, ...g.editors, g.owner]),
      ...PROPOSALS.map((p) => p.author),
    ]),
  ];
  const users = await demoUserIds(tx, nicknames);
  const programIds = await idsByName(tx, programs);
  const typeIds = await idsByName(tx, documentTypes);
  const teamIds = await idsByName(tx, teams);
  const classificationIds = await idsByName(tx, classifications);
  const editorialIds = await idsByName(tx, editorials);
  const vehicleIds = await idsByName(tx, vehicles);
  const contactIds = await demoContactIds(tx);
  const one = (name: string | null, from: Map<string, number>) =>
    name !== null ? (from.get(name) ?? null) : null;

  const proposalIds = new Map<string, number>();
  for (const proposal of PROPOSALS) {
    const [row] = await tx
      .insert(assignmentProposals)
      .values({
        slug: proposal.slug,
        date: proposal.day === null ? null : dateOf(proposal.day),
        proposal: proposal.proposal,
        information: proposal.information,
        programsIds: pick(proposal.programs, programIds),
        authorId: users.get(proposal.author) ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: assignmentProposals.id });
    proposalIds.set(proposal.slug, row!.id);
  }

  for (const assignment of ASSIGNMENTS) {
    const ownerId = users.get(assignment.owner) ?? null;
    const proposalId = assignment.fromProposal
      ? (proposalIds.get(assignment.fromProposal) ?? null)
      : null;
    const guides = assignment.guides.map((guide) => ({
      ...guide,
      scheduleDate: guide.scheduleTime ? dateOf(assignment.day) : null,
      // A guide's contact that is in the demo address book was picked from it.
      contacts: guide.contacts.map((c) => ({ ...c, contactId: contactIds.get(c.name) ?? null })),
    }));
    const tasks = assignment.tasks.map((t) => ({ ...t, date: dateOf(assignment.day) }));
    const values = {
      slug: assignment.slug,
      date: dateOf(assignment.day),
      state: assignment.state,
      typeId: one(assignment.type, typeIds),
      teamId: one(assignment.team, teamIds),
      branchId: null,
      classificationId: one(assignment.classification, classificationIds),
      cameraman: assignment.cameraman,
      editorsIds: pick(assignment.editors, users),
      producersIds: pick(assignment.producers, users),
      reportersIds: pick(assignment.reporters, users),
      programsIds: pick(assignment.programs, programIds),
      editorialsIds: pick(assignment.editorials, editorialIds),
      vehiclesIds: pick(assignment.vehicles, vehicleIds),
      proposal: assignment.proposal,
      referral: assignment.referral,
      information: assignment.information,
      guides,
      tasks,
    };
    const [row] = await tx
      .insert(assignments)
      .values({
        ...values,
        proposalId,
        ownerId,
        changedById: ownerId,
        isPrivate: assignment.isPrivate ?? false,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: assignments.id });
    const id = row!.id;
    if (proposalId !== null)
      await tx
        .update(assignmentProposals)
        .set({ assignmentId: id })
        .where(eq(assignmentProposals.id, proposalId));
    await insertDemoRevision(tx, {
      target: { entityType: 'assignment', entityId: id },
      number: 1,
      snapshot: values,
      slug: assignment.slug,
      revisor: { id: ownerId, nickname: assignment.owner },
      at: ctx.now,
    });
  }
}

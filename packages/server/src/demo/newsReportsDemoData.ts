import type { NewsReportSectionType } from '@newsroom/domain';

/** The demo news reports (seeded by newsReportsDemo.ts). */

/** A demo section: [type, content, manual duration in seconds (interviews), observation]. */
export type DemoSection = [NewsReportSectionType, string, number?, string?];
/** A demo CG: template code and name, and its fields [name, size, value]. */
export type DemoCg = [string, string, [string, number, string][]];

export interface DemoReport {
  slug: string;
  reporter: string;
  editor: string | null;
  owner: string;
  programs: string[];
  editorials: string[];
  vehicles: string[];
  classification: string | null;
  cameraman: string;
  state: 'PRODUCING' | 'COVERING' | 'COMPLETED' | 'EDITING';
  lead?: string;
  headingSuggestion: string;
  noteSuggestion?: string;
  information?: string;
  sections: DemoSection[];
  cgs: DemoCg[];
  ok?: boolean;
  isPrivate?: boolean;
  /** The slug of the demo assignment it is associated with. */
  assignment?: string;
  /** A later revision by another user: its changes. */
  revisedBy?: { nickname: string; information: string; noteSuggestion: string };
}

const nameAndRole = (name: string, role: string): DemoCg => [
  '10',
  'Nome e cargo',
  [
    ['Nome', 32, name],
    ['Cargo', 40, role],
  ],
];
const place = (text: string): DemoCg => ['20', 'Local', [['Local', 30, text]]];

export const REPORTS: DemoReport[] = [
  {
    slug: 'FALTA DE ÁGUA ZONA LESTE',
    reporter: 'reporter',
    editor: 'editor',
    owner: 'reporter',
    programs: ['Jornal da Manhã', 'Jornal do Meio-Dia'],
    editorials: ['Cidades'],
    vehicles: ['TV Horizonte', 'portal horizonte.com'],
    classification: 'Factual',
    cameraman: 'Tiago Ferreira',
    state: 'EDITING',
    assignment: 'FALTA DE ÁGUA ZONA LESTE',
    headingSuggestion:
      'MORADORES DE ITAQUERA E GUAIANASES CHEGAM AO TERCEIRO DIA SEM ÁGUA NAS TORNEIRAS. A CONCESSIONÁRIA FALA EM MANUTENÇÃO NA ADUTORA.',
    noteSuggestion: 'A concessionária informou que o abastecimento deve voltar até amanhã à noite.',
    information: 'Imagens aéreas do helicóptero no servidor: AGUA_ZL_AEREAS.',
    sections: [
      [
        'OFF',
        'A fila começa antes das seis da manhã. Baldes, galões e garrafas: vale tudo para garantir um pouco de água do caminhão-pipa.',
      ],
      [
        'SOUNDUP',
        'Som ambiente da fila e do caminhão-pipa chegando',
        undefined,
        'Deixar 3 segundos',
      ],
      [
        'INTERVIEW',
        'MARIA APARECIDA: "Tenho três filhos pequenos. Estou lavando louça com água da chuva."',
        18,
        'Sonora 1 — cozinha',
      ],
      [
        'OFF',
        'No comércio, o prejuízo aumenta a cada dia. A padaria do seu Jorge está comprando água de caminhão particular para não parar a produção.',
      ],
      ['INTERVIEW', 'JORGE TAKAHASHI: "Já gastei mais de dois mil reais em três dias."', 12],
      ['ART', 'Mapa: bairros afetados — Itaquera, Guaianases, Cidade Tiradentes e Lajeado'],
      [
        'APPEARANCE',
        'Segundo a concessionária, o problema está numa adutora de grande porte que passa aqui embaixo. A obra de reparo ainda não tem prazo para terminar.',
        undefined,
        'Passagem em frente à caixa-d’água do conjunto',
      ],
      [
        'OFF',
        'Em nota, a empresa pediu que os moradores economizem água até a normalização do sistema.',
      ],
    ],
    cgs: [
      nameAndRole('Maria Aparecida dos Santos', 'Dona de casa'),
      nameAndRole('Jorge Takahashi', 'Comerciante'),
      place('ITAQUERA — ZONA LESTE'),
    ],
    revisedBy: {
      nickname: 'editor',
      information:
        'Imagens aéreas no servidor: AGUA_ZL_AEREAS. Nota da concessionária recebida às 9h40.',
      noteSuggestion:
        'Em nota, a concessionária informou que o abastecimento deve ser normalizado até amanhã à noite.',
    },
  },
  {
    slug: 'OBRAS DA LINHA 15 DO METRÔ',
    reporter: 'reporter',
    editor: 'editor',
    owner: 'reporter',
    programs: ['Jornal do Meio-Dia'],
    editorials: ['Cidades', 'Economia'],
    vehicles: ['TV Horizonte'],
    classification: 'Suíte',
    cameraman: 'Rogério Lima',
    state: 'COMPLETED',
    ok: true,
    lead: 'Prolongamento do monotrilho deve ficar pronto só em 2027.',
    headingSuggestion:
      'AS OBRAS DE PROLONGAMENTO DA LINHA 15 DO METRÔ ESTÃO ATRASADAS. O NOVO PRAZO É O FIM DE 2027.',
    sections: [
      [
        'APPEARANCE',
        'Estou no canteiro de obras da futura estação Jacu-Pêssego. A estrutura das vigas está pronta, mas os trilhos ainda não chegaram.',
      ],
      [
        'OFF',
        'São três quilômetros de via elevada e duas estações novas. O governo diz que a troca da empresa responsável atrasou o cronograma.',
      ],
      ['ART', 'Arte: traçado da extensão com as estações previstas'],
      [
        'INTERVIEW',
        'SECRETÁRIO DE TRANSPORTES: "A nova licitação garante a retomada ainda neste semestre."',
        15,
      ],
      [
        'OFF',
        'Enquanto isso, quem mora na região continua dependendo de ônibus lotados para chegar ao metrô.',
      ],
    ],
    cgs: [
      nameAndRole('Ricardo Menezes', 'Secretário de Transportes'),
      place('SÃO MATEUS — ZONA LESTE'),
    ],
  },
  {
    slug: 'DECISÃO DO ESTADUAL NO DOMINGO',
    reporter: 'esportes',
    editor: null,
    owner: 'esportes',
    programs: ['Esporte Total'],
    editorials: ['Esportes'],
    vehicles: ['TV Horizonte'],
    classification: 'Factual',
    cameraman: 'Marcos Paulo',
    state: 'COVERING',
    headingSuggestion:
      'FALTAM TRÊS DIAS PARA A FINAL DO ESTADUAL. OS DOIS TIMES TREINARAM COM PORTÕES FECHADOS.',
    sections: [
      [
        'OFF',
        'Treino fechado, clima de decisão. O técnico escondeu a escalação e testou duas formações no coletivo.',
      ],
      ['SOUNDUP', 'Torcida cantando na porta do centro de treinamento'],
      ['INTERVIEW', 'CAPITÃO: "Final não se joga, se ganha. Estamos prontos."', 9],
      ['APPEARANCE', 'Os ingressos para o setor popular esgotaram em menos de duas horas.'],
    ],
    cgs: [nameAndRole('Diego Souza', 'Capitão')],
  },
  {
    slug: 'BASTIDORES DA VOTAÇÃO NA CÂMARA',
    reporter: 'estagiario',
    editor: 'editor',
    owner: 'estagiario',
    programs: ['Jornal da Noite'],
    editorials: ['Política'],
    vehicles: ['TV Horizonte'],
    classification: 'Exclusiva',
    cameraman: 'Tiago Ferreira',
    state: 'PRODUCING',
    isPrivate: true,
    headingSuggestion:
      'VEREADORES NEGOCIAM MUDANÇAS NO PLANO DIRETOR ANTES DA VOTAÇÃO DE QUINTA-FEIRA.',
    information: 'Fonte pediu sigilo. Não divulgar antes da confirmação do editor.',
    sections: [
      ['OFF', 'A reunião a portas fechadas durou mais de quatro horas.'],
      ['INTERVIEW', 'VEREADOR (sem identificação): "O texto vai mudar, isso é certo."', 0],
    ],
    cgs: [],
  },
];

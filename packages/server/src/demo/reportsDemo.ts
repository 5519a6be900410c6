import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { reportCategories, reportEvents, reports } from '../platform/db/schema';
import { presentRecord, revisionSnapshot } from '../areas/reports/reports.presenter';
import { reportsRepository } from '../areas/reports/reports.repository';
import { insertDemoRevision } from './demoRevision';
import { demoUserIds } from './groupsDemo';

/** Report categories of a São Paulo newsroom. */
const CATEGORIES = ['Plantão', 'Cobertura', 'Reunião de pauta', 'Ocorrência'];

/** The kinds of event its reports cover. */
const EVENTS = [
  'Acidente de trânsito',
  'Incêndio',
  'Enchente',
  'Queda de energia',
  'Operação policial',
  'Evento esportivo',
  'Manifestação',
];

/** A demo report: its day, owner, texts (a first version when it was saved twice), approval. */
interface DemoReport {
  owner: string;
  title: string;
  daysAgo: number;
  category: string;
  events: string[];
  text: string;
  /** The text of its first save, when a second one changed it. */
  firstText?: string;
  approvedBy?: string;
  isPrivate?: boolean;
}

const REPORTS: DemoReport[] = [
  {
    owner: 'produtor',
    title: 'Relatório de plantão da madrugada',
    daysAgo: 1,
    category: 'Plantão',
    events: ['Acidente de trânsito', 'Incêndio'],
    firstText:
      '01h40 — Colisão entre carreta e ônibus na Marginal Tietê, sentido Castello Branco. Sem feridos graves.',
    text: [
      '01h40 — Colisão entre carreta e ônibus na Marginal Tietê, sentido Castello Branco. Sem feridos graves; duas faixas bloqueadas até as 4h.',
      '03h15 — Incêndio em galpão de recicláveis na Mooca. 12 viaturas dos Bombeiros; ninguém ferido. Imagens do cinegrafista de plantão no servidor.',
      '05h30 — Trânsito normalizado. Sugestão: nota coberta no primeiro jornal.',
    ].join('\n'),
    approvedBy: 'editor',
  },
  {
    owner: 'produtor',
    title: 'Cobertura do temporal na Zona Leste',
    daysAgo: 3,
    category: 'Cobertura',
    events: ['Enchente', 'Queda de energia'],
    firstText: 'Chuva forte no Itaim Paulista. Equipe a caminho.',
    text: [
      'Chuva de 80 mm em duas horas no Itaim Paulista e em São Miguel.',
      'Cerca de 30 mil imóveis sem energia segundo a concessionária; 14 árvores caídas.',
      'Equipe da reportagem entrou ao vivo às 18h e às 19h. Defesa Civil mantém alerta até amanhã.',
    ].join('\n'),
  },
  {
    owner: 'editor',
    title: 'Reunião de pauta de segunda-feira',
    daysAgo: 5,
    category: 'Reunião de pauta',
    events: [],
    text: [
      'Presentes: editoria de Cidades, Esportes e produção.',
      'Prioridades da semana: volta às aulas, obras do metrô na Linha 6, vacinação contra a gripe.',
      'Esportes: preparação para o clássico de domingo.',
    ].join('\n'),
  },
  {
    owner: 'produtor',
    title: 'Operação contra roubo de cargas na Via Dutra',
    daysAgo: 9,
    category: 'Ocorrência',
    events: ['Operação policial'],
    text: [
      'Polícia Civil cumpre 25 mandados em Guarulhos e Arujá.',
      'Assessoria confirma 11 presos até as 9h. Coletiva às 11h no DEIC.',
    ].join('\n'),
  },
  {
    owner: 'editor',
    title: 'Clássico no Morumbis: esquema de cobertura',
    daysAgo: 13,
    category: 'Cobertura',
    events: ['Evento esportivo', 'Manifestação'],
    text: [
      'Três equipes: estádio, torcida organizada na Avenida Giovanni Gronchi e CET.',
      'Protesto de torcedores previsto para as 14h; PM acompanha.',
      'Link ao vivo no intervalo do jornal da tarde.',
    ].join('\n'),
  },
  {
    owner: 'editor',
    title: 'Avaliação da cobertura eleitoral — rascunho',
    daysAgo: 16,
    category: 'Reunião de pauta',
    events: [],
    text: 'Pontos a discutir com a direção antes de circular: escala de fim de semana e horas extras.',
    isPrivate: true,
  },
];

/** Inserts names into a list; their ids by name. */
async function seedNames(
  tx: Tx,
  table: typeof reportCategories | typeof reportEvents,
  names: readonly string[],
  at: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(table)
    .values(names.map((name) => ({ name, createdAt: at, updatedAt: at })))
    .returning({ id: table.id, name: table.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * The demo newsroom's reports (issue 23): its report categories and events, and reports of the
 * last weeks — the night shift's report approved by the editor-in-chief, two saved twice, one
 * private to its author — each with the revisions its version counts.
 */
export async function seedReports(tx: Tx, ctx: { now: Date; timeZone: string }): Promise<void> {
  const listedAt = new Date(ctx.now.getTime() - 30 * 86_400_000);
  const categories = await seedNames(tx, reportCategories, CATEGORIES, listedAt);
  const events = await seedNames(tx, reportEvents, EVENTS, listedAt);
  const today = newsroomToday(ctx.timeZone, ctx.now);
  const nicknames = REPORTS.flatMap((report) => [report.owner, report.approvedBy ?? report.owner]);
  const users = await demoUserIds(tx, [...new Set(nicknames)]);
  for (const report of REPORTS) {
    const ownerId = users.get(report.owner) ?? null;
    const createdAt = new Date(ctx.now.getTime() - (report.daysAgo * 24 + 6) * 3_600_000);
    const saves = [
      { text: report.firstText ?? report.text, ok: false, by: report.owner },
      ...(report.firstText ? [{ text: report.text, ok: false, by: report.owner }] : []),
      ...(report.approvedBy ? [{ text: report.text, ok: true, by: report.approvedBy }] : []),
    ];
    const last = saves[saves.length - 1]!;
    const lastAt = new Date(createdAt.getTime() + (saves.length - 1) * 2 * 3_600_000);
    const id = await reportsRepository.insert(tx, {
      title: report.title,
      date: addDaysToDate(today, -report.daysAgo),
      categoryId: categories.get(report.category) ?? null,
      eventIds: report.events.map((name) => events.get(name)!),
      text: report.text,
      ok: last.ok,
      isPrivate: report.isPrivate ?? false,
      ownerId,
      changedById: users.get(last.by) ?? ownerId,
      version: saves.length,
      createdAt,
      updatedAt: lastAt,
    } satisfies typeof reports.$inferInsert);
    const snapshot = revisionSnapshot(presentRecord((await reportsRepository.findRecord(tx, id))!));
    for (const [index, save] of saves.entries()) {
      await insertDemoRevision(tx, {
        target: { entityType: 'report', entityId: id },
        number: index + 1,
        snapshot: { ...snapshot, text: save.text, ok: save.ok },
        slug: report.title,
        revisor: { id: users.get(save.by) ?? null, nickname: save.by },
        at: new Date(createdAt.getTime() + index * 2 * 3_600_000),
      });
    }
  }
}

import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { ProductionInput, ProductionTask } from '@newsroom/domain';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import {
  assignments,
  productionResources,
  productions,
  productionTypes,
  teams,
  vehicles,
} from '../platform/db/schema';
import { insertDemoRevision } from './demoRevision';
import { idsByName, pick } from './demoIds';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/** Kinds of production the demo newsroom uses. */
export const DEMO_PRODUCTION_TYPES = ['Gravação externa', 'Entrada ao vivo', 'Estúdio'] as const;
/** Equipment the demo productions book. */
export const DEMO_PRODUCTION_RESOURCES = [
  'Kit câmera 4K',
  'Drone',
  'Unidade móvel de link',
  'Iluminação',
] as const;

type DemoType = (typeof DEMO_PRODUCTION_TYPES)[number];
type DemoResource = (typeof DEMO_PRODUCTION_RESOURCES)[number];

/** A demo production; `dayOffset` 0 = today, 1 = tomorrow. */
interface DemoProduction {
  slug: string;
  dayOffset: number;
  status: ProductionInput['status'];
  type: DemoType;
  schedule: string;
  departure: string | null;
  arrival: string | null;
  local: string;
  point: [number, number] | null;
  team: string;
  medias: string;
  producers: string[];
  editors: string[];
  resources: DemoResource[];
  vehicles: string[];
  information: string;
  tasks: { label: string; time?: string; done?: boolean; information?: string }[];
}

const PRODUCTIONS: DemoProduction[] = [
  {
    slug: 'ENCHENTES ZONA LESTE',
    dayOffset: 0,
    status: 'PRODUCING',
    type: 'Gravação externa',
    schedule: '09:00',
    departure: '08:15',
    arrival: '12:30',
    local: 'Rua Tuiuti, Tatuapé — São Paulo',
    point: [-23.5407, -46.5763],
    team: 'Equipe 1',
    medias: "VT 1'30, sonoras de moradores, imagens aéreas",
    producers: ['produtor'],
    editors: ['editor'],
    resources: ['Kit câmera 4K', 'Drone'],
    vehicles: ['TV Horizonte', 'portal horizonte.com'],
    information:
      'Ponto de encontro com a Defesa Civil na esquina da Rua Tuiuti com a Rua Apucarana.',
    tasks: [
      { label: 'Reservar o drone', time: '07:30', done: true },
      {
        label: 'Autorização de voo (DECEA)',
        done: true,
        information: 'Protocolo enviado ontem; cópia impressa no carro.',
      },
      { label: 'Confirmar entrevista com a Defesa Civil', time: '08:00' },
    ],
  },
  {
    slug: 'AO VIVO PAULISTA',
    dayOffset: 0,
    status: 'DONE',
    type: 'Entrada ao vivo',
    schedule: '06:45',
    departure: '05:30',
    arrival: '08:00',
    local: 'Av. Paulista, 1578 — vão livre do MASP',
    point: [-23.5614, -46.6559],
    team: 'Equipe 2',
    medias: 'Duas entradas ao vivo no Jornal da Manhã',
    producers: ['produtor'],
    editors: ['editor'],
    resources: ['Unidade móvel de link', 'Iluminação'],
    vehicles: ['TV Horizonte'],
    information: 'Trânsito e previsão do tempo; repórter no vão livre do MASP.',
    tasks: [
      { label: 'Testar o link com o switcher', time: '05:45', done: true },
      { label: 'Liberar vaga da unidade móvel com a CET', done: true },
    ],
  },
  {
    slug: 'ENTREVISTA SECRETÁRIO DE SAÚDE',
    dayOffset: 0,
    status: 'NEW',
    type: 'Estúdio',
    schedule: '11:00',
    departure: null,
    arrival: null,
    local: 'Estúdio A — sede da emissora',
    point: null,
    team: 'Equipe 1',
    medias: 'Entrevista de 6 minutos, gravada',
    producers: ['produtor'],
    editors: ['editor'],
    resources: ['Iluminação'],
    vehicles: ['TV Horizonte', 'Rádio Horizonte FM'],
    information: 'Pauta: campanha de vacinação contra a gripe e filas nas UBS.',
    tasks: [
      { label: 'Enviar perguntas para a assessoria', done: true },
      { label: 'Preparar arte com números da vacinação', time: '10:00' },
      { label: 'Reservar o estúdio A', time: '10:30' },
    ],
  },
  {
    slug: 'CLÁSSICO NO MORUMBI',
    dayOffset: 1,
    status: 'NEW',
    type: 'Entrada ao vivo',
    schedule: '15:30',
    departure: '13:00',
    arrival: '19:00',
    local: 'Estádio do Morumbi — Praça Roberto Gomes Pedrosa, 1',
    point: [-23.6, -46.7203],
    team: 'Equipe Esportes',
    medias: 'Entradas ao vivo antes e depois do jogo; sonoras dos técnicos',
    producers: ['esportes'],
    editors: ['editor'],
    resources: ['Unidade móvel de link', 'Kit câmera 4K'],
    vehicles: ['TV Horizonte', 'Rádio Horizonte FM'],
    information: 'Credenciais retiradas na sala de imprensa, portão 15.',
    tasks: [
      { label: 'Retirar credenciais', time: '13:30' },
      { label: 'Posicionar a unidade móvel no portão 15', time: '14:00' },
    ],
  },
  {
    slug: 'OBRAS DA LINHA 6',
    dayOffset: 1,
    status: 'NEW',
    type: 'Gravação externa',
    schedule: '10:00',
    departure: '09:15',
    arrival: '13:00',
    local: 'Estação Freguesia do Ó (obras) — São Paulo',
    point: [-23.4997, -46.6989],
    team: 'Equipe 2',
    medias: "VT 2'00 com imagens do canteiro",
    producers: ['produtor'],
    editors: ['editor'],
    resources: ['Kit câmera 4K', 'Drone'],
    vehicles: ['TV Horizonte', 'portal horizonte.com'],
    information: 'Visita guiada com a concessionária; uso obrigatório de EPI.',
    tasks: [
      { label: 'Confirmar visita com a concessionária', done: true },
      { label: 'Levar EPIs' },
    ],
  },
];

/**
 * Productions of the demo newsroom: types, resources, and productions for today and
 * tomorrow with times, São Paulo locations (for the production map), teams and tasks (some
 * done). Runs after the assignments' seed: a production whose slug matches an assignment without a
 * production becomes that assignment's production (on the assignment's date); otherwise it stands
 * alone.
 */
export async function seedProductions(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  await tx
    .insert(productionTypes)
    .values(DEMO_PRODUCTION_TYPES.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(productionResources)
    .values(DEMO_PRODUCTION_RESOURCES.map((name) => ({ name })))
    .onConflictDoNothing();
  const typeIds = await idsByName(tx, productionTypes, DEMO_PRODUCTION_TYPES);
  const resourceIds = await idsByName(tx, productionResources, DEMO_PRODUCTION_RESOURCES);
  const teamIds = await idsByName(tx, teams, [...new Set(PRODUCTIONS.map((c) => c.team))]);
  const vehicleIds = await idsByName(tx, vehicles, [
    ...new Set(PRODUCTIONS.flatMap((c) => c.vehicles)),
  ]);
  const people = await demoUserIds(tx, ['produtor', 'editor', 'esportes', 'coordenacao']);
  const author = people.get('produtor');
  if (author === undefined) return;

  for (const [index, production] of PRODUCTIONS.entries()) {
    const [assignment] = await tx
      .select({ id: assignments.id, date: assignments.date })
      .from(assignments)
      .leftJoin(productions, eq(productions.assignmentId, assignments.id))
      .where(
        and(
          eq(assignments.slug, production.slug),
          eq(assignments.excluded, false),
          isNull(productions.id),
        ),
      )
      .limit(1);
    const tasks: ProductionTask[] = production.tasks.map((task, taskIndex) => ({
      id: `demo-${index + 1}-${taskIndex + 1}`,
      date: null,
      time: task.time ?? null,
      label: task.label,
      done: task.done ?? false,
      information: task.information ?? '',
    }));
    const values: ProductionInput = {
      slug: production.slug,
      date: assignment?.date ?? addDaysToDate(today, production.dayOffset),
      status: production.status,
      schedule: production.schedule,
      departure: production.departure,
      arrival: production.arrival,
      typeId: typeIds.get(production.type) ?? null,
      local: production.local,
      latitude: production.point?.[0] ?? null,
      longitude: production.point?.[1] ?? null,
      teamId: teamIds.get(production.team) ?? null,
      medias: production.medias,
      producersIds: pick(production.producers, people),
      editorsIds: pick(production.editors, people),
      resourcesIds: pick(production.resources, resourceIds),
      vehiclesIds: pick(production.vehicles, vehicleIds),
      information: production.information,
      tasks,
    };
    const [row] = await tx
      .insert(productions)
      .values({
        ...values,
        assignmentId: assignment?.id ?? null,
        ownerId: author,
        changedById: author,
      })
      .returning();
    // So the version history shows something: the saved production as its first revision.
    await insertDemoRevision(tx, {
      target: { entityType: 'production', entityId: row!.id },
      number: 1,
      snapshot: values,
      slug: values.slug,
      revisor: { id: author, nickname: 'produtor' },
      at: ctx.now,
    });
  }
}

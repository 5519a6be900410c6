import {
  assignmentInputSchema,
  informationFromRound,
  newsroomToday,
  roundNameKey,
  slugFromRound,
  type CallState,
} from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { assignments, roundCalls } from '../platform/db/schema';
import { valuesOf } from '../areas/assignments/assignments.shared';
import { roundRecordsRepository } from '../areas/rounds/roundRecords.repository';
import { roundsRepository } from '../areas/rounds/rounds.repository';
import { demoContactIds } from './contactsDemo';
import { insertDemoRevision } from './demoRevision';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/** A demo institution: its segment, the number the producers dial, the contacts to ask for. */
interface DemoInstitution {
  name: string;
  segment: string;
  phone: string;
  address: string;
  contacts: string[];
  notes?: string;
}

/** A demo round and, for the first ones of the day, how its call went today. */
interface DemoRound {
  time: string;
  institution: string;
  notes: string;
  enabled?: boolean;
  call?: { state: Exclude<CallState, 'pending'>; note: string; guideline?: true };
}

const SEGMENTS = ['Polícia', 'Bombeiros', 'Saúde', 'Trânsito', 'Defesa Civil'];

const INSTITUTIONS: DemoInstitution[] = [
  {
    name: 'PM 1º BPM/M',
    segment: 'Polícia',
    phone: '(11) 3327-7100 ramal 215',
    address: 'Rua Dr. Jorge Miranda, 308 — Luz',
    contacts: ['Sala de Imprensa da Polícia Militar', 'Cap. Renata Vasconcelos'],
    notes: 'Pedir o oficial de dia; o batalhão cobre Sé, Bom Retiro e Consolação.',
  },
  {
    name: 'Polícia Civil – 2º DP',
    segment: 'Polícia',
    phone: '(11) 3208-7400',
    address: 'Rua Aurora, 180 — Santa Ifigênia',
    contacts: ['Assessoria da Polícia Civil'],
  },
  {
    name: 'Guarda Civil Metropolitana',
    segment: 'Polícia',
    phone: '153',
    address: 'Rua da Consolação, 1379 — Consolação',
    contacts: ['Guarda Civil Metropolitana'],
  },
  {
    name: 'Corpo de Bombeiros – Posto Centro',
    segment: 'Bombeiros',
    phone: '193 / (11) 3396-2000',
    address: 'Praça Clóvis Beviláqua, 421 — Sé',
    contacts: ['Assessoria do Corpo de Bombeiros', 'Sgt. Diego Paixão'],
  },
  {
    name: 'Hospital das Clínicas',
    segment: 'Saúde',
    phone: '(11) 2661-0000',
    address: 'Av. Dr. Enéas de Carvalho Aguiar, 255 — Cerqueira César',
    contacts: ['Hospital das Clínicas — Imprensa'],
    notes: 'O pronto-socorro só informa estado de saúde com autorização da família.',
  },
  {
    name: 'Santa Casa de São Paulo',
    segment: 'Saúde',
    phone: '(11) 2176-7000',
    address: 'Rua Dr. Cesário Mota Júnior, 112 — Vila Buarque',
    contacts: ['Santa Casa — Comunicação'],
  },
  {
    name: 'Samu 192',
    segment: 'Saúde',
    phone: '192 / (11) 3397-2300',
    address: 'Rua Frederico Alvarenga, 259 — Parque Dom Pedro II',
    contacts: ['Samu 192 — Regulação'],
  },
  {
    name: 'CET',
    segment: 'Trânsito',
    phone: '1188 / (11) 3396-8000',
    address: 'Rua Barão de Itapetininga, 18 — República',
    contacts: ['CET — Central de Operações'],
  },
  {
    name: 'Defesa Civil municipal',
    segment: 'Defesa Civil',
    phone: '199 / (11) 3188-2000',
    address: 'Rua Líbero Badaró, 425 — Centro',
    contacts: ['Defesa Civil Municipal'],
  },
];

const ROUNDS: DemoRound[] = [
  {
    time: '06:00',
    institution: 'PM 1º BPM/M',
    notes: 'Ocorrências da madrugada no Centro.',
    call: {
      state: 'done',
      note: 'Madrugada tranquila. Um furto a loja na Rua Augusta às 4h20, suspeito detido e levado ao 4º DP.',
    },
  },
  {
    time: '06:00',
    institution: 'Corpo de Bombeiros – Posto Centro',
    notes: 'Incêndios e resgates da noite.',
    call: {
      state: 'done',
      note: 'Incêndio em depósito de recicláveis no Brás às 3h40, seis viaturas, sem feridos. Rescaldo até as 8h; a Rua Monsenhor Andrade segue interditada.',
      guideline: true,
    },
  },
  {
    time: '06:30',
    institution: 'Polícia Civil – 2º DP',
    notes: 'Boletins da noite; confirmar o caso do roubo na Santa Ifigênia.',
    call: {
      state: 'no_answer',
      note: 'Ninguém atendeu às 6h35 nem às 6h50. Tentar de novo às 9h.',
    },
  },
  {
    time: '07:00',
    institution: 'CET',
    notes: 'Trânsito da manhã e interdições.',
    call: {
      state: 'done',
      note: 'Lentidão de 12 km na Marginal Tietê sentido Castello Branco após acidente com caminhão na Ponte do Limão; faixa da direita bloqueada.',
    },
  },
  {
    time: '08:00',
    institution: 'Hospital das Clínicas',
    notes: 'Vítimas de acidentes da noite.',
    call: {
      state: 'done',
      note: 'Três vítimas do acidente da Marginal atendidas no pronto-socorro; duas tiveram alta, uma segue em observação.',
    },
  },
  {
    time: '09:00',
    institution: 'Defesa Civil municipal',
    notes: 'Alertas de chuva e áreas de risco.',
  },
  { time: '10:00', institution: 'Samu 192', notes: 'Atendimentos de destaque da manhã.' },
  {
    time: '12:00',
    institution: 'Santa Casa de São Paulo',
    notes: 'Boletim de pacientes internados.',
  },
  { time: '14:00', institution: 'PM 1º BPM/M', notes: 'Atualizar as ocorrências da manhã.' },
  { time: '18:00', institution: 'CET', notes: 'Pico da tarde, Marginais e corredores.' },
  {
    time: '20:00',
    institution: 'Guarda Civil Metropolitana',
    notes: 'Ações da noite.',
    enabled: false,
  },
  { time: '22:00', institution: 'Corpo de Bombeiros – Posto Centro', notes: 'Fechamento do dia.' },
];

/** Today's guideline of a call, written as a producer's new guideline with its first revision. */
async function guidelineOf(
  tx: Tx,
  ctx: DemoSeedContext,
  owner: { id: number | null; nickname: string },
  seed: { slug: string; date: string; proposal: string; information: string },
): Promise<number> {
  const input = assignmentInputSchema.parse(seed);
  const values = valuesOf(input);
  const [row] = await tx
    .insert(assignments)
    .values({
      ...values,
      slug: input.slug,
      date: input.date,
      ownerId: owner.id,
      changedById: owner.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: assignments.id });
  await insertDemoRevision(tx, {
    target: { entityType: 'assignment', entityId: row!.id },
    number: 1,
    snapshot: values,
    slug: input.slug,
    revisor: owner,
    at: ctx.now,
  });
  return row!.id;
}

/**
 * The demo newsroom's rounds: the segments and institutions a São Paulo newsroom calls, the daily
 * list from 06:00 to 22:00, and today's sheet half done — four calls made, one unanswered, the
 * fire brigade's night fire turned into a guideline, the rest still to call.
 */
export async function seedRounds(
  tx: Tx,
  ctx: DemoSeedContext & { timeZone: string },
): Promise<void> {
  const today = newsroomToday(ctx.timeZone, ctx.now);
  const segmentIds = new Map<string, number>();
  for (const name of SEGMENTS) {
    const row = await roundRecordsRepository.segments.insert(tx, {
      name,
      nameKey: roundNameKey(name),
    });
    segmentIds.set(name, row.id);
  }
  const contactIds = await demoContactIds(tx);
  const institutions = new Map<string, { id: number; name: string; phone: string }>();
  for (const institution of INSTITUTIONS) {
    const row = await roundRecordsRepository.institutions.insert(tx, {
      name: institution.name,
      nameKey: roundNameKey(institution.name),
      segmentId: segmentIds.get(institution.segment)!,
      phone: institution.phone,
      contactIds: institution.contacts.flatMap((name) => contactIds.get(name) ?? []),
      address: institution.address,
      notes: institution.notes ?? '',
    });
    institutions.set(institution.name, row);
  }
  const producer = { id: (await demoUserIds(tx, ['produtor'])).get('produtor') ?? null };
  const owner = { ...producer, nickname: 'produtor' };
  let called = 0;
  for (const round of ROUNDS) {
    const institution = institutions.get(round.institution)!;
    const row = await roundsRepository.insert(tx, {
      time: round.time,
      institutionId: institution.id,
      notes: round.notes,
      enabled: round.enabled ?? true,
    });
    if (!round.call) continue;
    called += 1;
    const { state, note, guideline } = round.call;
    const assignmentId = guideline
      ? await guidelineOf(tx, ctx, owner, {
          slug: slugFromRound(institution.name),
          date: today,
          proposal: note,
          information: informationFromRound(round, institution),
        })
      : null;
    await tx.insert(roundCalls).values({
      roundId: row.id,
      date: today,
      state,
      note,
      calledById: producer.id,
      // Earlier calls first, a quarter of an hour apart, all before now.
      calledAt: new Date(ctx.now.getTime() - (ROUNDS.length - called) * 15 * 60_000),
      assignmentId,
      version: assignmentId === null ? 1 : 2,
    });
  }
}

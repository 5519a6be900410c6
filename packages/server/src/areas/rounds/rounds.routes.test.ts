import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Assignment,
  Contact,
  Institution,
  Proposal,
  Round,
  RoundCall,
  Segment,
} from '@newsroom/domain';
import { assignments } from '../../platform/db/schema';
import { expectSessionRequired } from '../../platform/records/recordTestkit';
import { connectStomp } from '../../test/stompClient';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { roundsTestkit } from './rounds.testkit';

const clock = testClock(new Date('2026-11-27T12:00:00Z'));
/** Today in São Paulo at the test clock. */
const TODAY = '2026-11-27';
const { t, tdb, call, signIn } = useTestApp({ clock });
const kit = roundsTestkit(call);
let chief: SignedIn;
let admin: SignedIn;
let producer: SignedIn;
let reader: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  chief = await signIn({ permissions: { round: 'admin', contact: 'write' } });
  admin = await signIn({ permissions: { admin: 'write' } });
  producer = await signIn({
    permissions: { round: 'write', assignment: 'write', assignment_proposal: 'write' },
  });
  reader = await signIn({ permissions: { round: 'read' } });
  outsider = await signIn({ permissions: { story: 'read' } });
});

async function addContact(body: object): Promise<Contact> {
  const response = await call('POST', '/api/contacts', chief.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
}

/** Guidelines in the database, trashed ones too. */
const guidelines = async () => (await tdb.database.db.select().from(assignments)).length;

describe('rounds', () => {
  it('requires a session, then the round roles', async () => {
    const calls = [
      ['GET', '/api/segments'],
      ['POST', '/api/segments'],
      ['PUT', '/api/segments/1'],
      ['DELETE', '/api/segments/1'],
      ['GET', '/api/institutions'],
      ['POST', '/api/institutions'],
      ['GET', '/api/rounds'],
      ['GET', '/api/rounds/1'],
      ['POST', '/api/rounds'],
      ['GET', '/api/rounds/sheet'],
      ['PUT', `/api/rounds/1/calls/${TODAY}`],
      ['POST', '/api/assignments/round/1'],
      ['POST', '/api/assignment_proposals/round/1'],
    ] as const;
    await expectSessionRequired(call, calls);
    for (const [method, url] of calls) {
      const response = await call(method, url, outsider.cookie, {
        name: 'Polícia',
        segmentId: 1,
        time: '06:00',
        institutionId: 1,
        state: 'done',
        date: TODAY,
        version: 1,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('POST', '/api/segments', reader.cookie, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/segments', producer.cookie, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call('PUT', `/api/rounds/1/calls/${TODAY}`, reader.cookie, {
          state: 'done',
          version: 0,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps segments: names unique without accents or case, none deleted while in use', async () => {
    const police = await kit.addSegment(chief.cookie, 'Polícia');
    const duplicate = await call('POST', '/api/segments', chief.cookie, { name: ' POLICIA ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'duplicate',
      message: 'rounds:duplicateSegment',
      details: { field: 'name' },
    });
    // A newsroom administrator keeps the lists too (spec 3 §2 lists them among the admin lists).
    const health = await kit.addSegment(admin.cookie, 'Saúde');
    const renamed = await call('PUT', `/api/segments/${health.id}`, chief.cookie, {
      name: 'Saúde pública',
      version: health.version,
    });
    expect(renamed.json<Segment>()).toMatchObject({ name: 'Saúde pública', version: 2 });
    const stale = await call('PUT', `/api/segments/${health.id}`, chief.cookie, {
      name: 'Saúde',
      version: health.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const taken = await call('PUT', `/api/segments/${health.id}`, chief.cookie, {
      name: 'polícia',
      version: 2,
    });
    expect(taken.json().message).toBe('rounds:duplicateSegment');

    await kit.addInstitution(chief.cookie, { name: 'PM 7º BPM/M', segmentId: police.id });
    const inUse = await call('DELETE', `/api/segments/${police.id}`, chief.cookie);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toMatchObject({
      message: 'rounds:segmentInUse',
      details: { count: 1 },
    });
    expect((await call('DELETE', `/api/segments/${health.id}`, chief.cookie)).statusCode).toBe(204);
    const names = (await call('GET', '/api/segments', reader.cookie)).json<Segment[]>();
    expect(names.map((segment) => segment.name)).toEqual(['Polícia']);
  });

  it('keeps institutions with address-book contacts, their numbers shown', async () => {
    const segment = await kit.addSegment(chief.cookie, 'Bombeiros');
    const officer = await addContact({
      name: 'Ten. Carla Mendes',
      numbers: [{ value: '(11) 98888-1234', label: 'cell_phone' }],
    });
    const hidden = await addContact({ name: 'Sgt. Privado', isPrivate: true });
    const body = {
      name: 'Corpo de Bombeiros – Posto Centro',
      segmentId: segment.id,
      phone: '(11) 3396-2000',
      contactIds: [officer.id],
      address: 'Praça da Sé, 1',
    };
    const station = await kit.addInstitution(chief.cookie, body);
    expect(station).toMatchObject({
      name: 'Corpo de Bombeiros – Posto Centro',
      contactIds: [officer.id],
      contacts: [{ id: officer.id, name: 'Ten. Carla Mendes', numbers: ['(11) 98888-1234'] }],
    });
    const duplicate = await call('POST', '/api/institutions', chief.cookie, {
      ...body,
      name: 'corpo de bombeiros – posto centro',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('rounds:duplicateInstitution');
    const bad = await call('POST', '/api/institutions', chief.cookie, {
      name: 'Outra',
      segmentId: 99_999,
      contactIds: [hidden.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toEqual([
      'segmentId',
      'contactIds',
    ]);
  });

  it('lists rounds by time then institution; a called or used one is not deleted', async () => {
    const segment = await kit.addSegment(chief.cookie, 'Trânsito');
    const cet = await kit.addInstitution(chief.cookie, { name: 'CET', segmentId: segment.id });
    const dp = await kit.addInstitution(chief.cookie, {
      name: 'Ávila – Delegacia',
      segmentId: segment.id,
    });
    const late = await kit.addRound(chief.cookie, { time: '22:00', institutionId: cet.id });
    const early = await kit.addRound(chief.cookie, { time: '06:00', institutionId: cet.id });
    const earlyDp = await kit.addRound(chief.cookie, { time: '06:00', institutionId: dp.id });
    const listed = (await call('GET', '/api/rounds', reader.cookie)).json<Round[]>();
    const mine = listed.filter((round) => [late.id, early.id, earlyDp.id].includes(round.id));
    expect(mine.map((round) => round.id)).toEqual([earlyDp.id, early.id, late.id]);

    const again = await call('POST', '/api/rounds', chief.cookie, {
      time: '06:00',
      institutionId: cet.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('rounds:duplicateRound');
    const inUse = await call('DELETE', `/api/institutions/${cet.id}`, chief.cookie);
    expect(inUse.json()).toMatchObject({
      message: 'rounds:institutionInUse',
      details: { count: 2 },
    });

    await kit.saveCall(producer.cookie, late.id, TODAY, { state: 'no_answer', version: 0 });
    const called = await call('DELETE', `/api/rounds/${late.id}`, chief.cookie);
    expect(called.statusCode).toBe(422);
    expect(called.json()).toMatchObject({ message: 'rounds:roundInUse', details: { count: 1 } });
    expect((await call('DELETE', `/api/rounds/${earlyDp.id}`, chief.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/institutions/${dp.id}`, chief.cookie)).statusCode).toBe(204);
  });

  it('saves the calls of a day over their versions, and shows them on the sheet', async () => {
    const segment = await kit.addSegment(chief.cookie, 'Saúde');
    const hc = await kit.addInstitution(chief.cookie, {
      name: 'Hospital das Clínicas',
      segmentId: segment.id,
      phone: '(11) 2661-0000',
    });
    const round = await kit.addRound(chief.cookie, {
      time: '07:00',
      institutionId: hc.id,
      notes: 'Pergunte pelos atendimentos da noite',
    });
    const off = await kit.addRound(chief.cookie, {
      time: '08:00',
      institutionId: hc.id,
      enabled: false,
    });
    const lineOf = async (date: string, roundId: number) =>
      (await kit.sheet(reader.cookie, date)).entries.find((entry) => entry.round.id === roundId);

    expect(await lineOf(TODAY, round.id)).toMatchObject({
      institution: { name: 'Hospital das Clínicas', phone: '(11) 2661-0000', segmentName: 'Saúde' },
      call: { state: 'pending', note: '', version: 0, calledById: null },
    });
    expect(await lineOf(TODAY, off.id)).toBeUndefined();
    expect((await kit.sheet(reader.cookie)).date).toBe(TODAY);

    const first = await kit.saveCall(producer.cookie, round.id, TODAY, {
      state: 'done',
      note: 'Dois feridos em acidente na Marginal, estado estável.',
      version: 0,
    });
    expect(first).toMatchObject({
      state: 'done',
      version: 1,
      calledById: producer.id,
      calledByNickname: producer.nickname,
      calledAt: clock.now().toISOString(),
    });
    const twice = await call('PUT', `/api/rounds/${round.id}/calls/${TODAY}`, chief.cookie, {
      state: 'no_answer',
      version: 0,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { version: 1, state: 'done' } },
    });
    const noted = await kit.saveCall(producer.cookie, round.id, TODAY, {
      state: 'done',
      note: 'Dois feridos; um recebeu alta.',
      version: 1,
    });
    expect(noted).toMatchObject({ version: 2, calledAt: first.calledAt });
    const stale = await call('PUT', `/api/rounds/${round.id}/calls/${TODAY}`, producer.cookie, {
      state: 'done',
      note: 'texto velho',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.note).toBe('Dois feridos; um recebeu alta.');
    expect((await lineOf(TODAY, round.id))?.call).toEqual(noted);
    expect((await lineOf('2026-11-28', round.id))?.call.version).toBe(0);

    // A switched-off round called that day stays on that day's sheet.
    await kit.saveCall(producer.cookie, off.id, TODAY, { state: 'done', version: 0 });
    expect((await lineOf(TODAY, off.id))?.call.state).toBe('done');
    expect(
      (
        await call('PUT', `/api/rounds/${round.id}/calls/2026-02-30`, producer.cookie, {
          state: 'done',
          version: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/rounds/99999/calls/${TODAY}`, producer.cookie, {
          state: 'done',
          version: 0,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('turns a call into a guideline and a proposal, linked from the call, once each', async () => {
    const segment = await kit.addSegment(chief.cookie, 'Defesa Civil');
    const institution = await kit.addInstitution(chief.cookie, {
      name: 'Defesa Civil municipal',
      segmentId: segment.id,
      phone: '199',
    });
    const round = await kit.addRound(chief.cookie, {
      time: '10:00',
      institutionId: institution.id,
    });
    const note = 'Alerta de chuva forte para a Zona Sul a partir das 15h.';
    await kit.saveCall(producer.cookie, round.id, TODAY, { state: 'done', note, version: 0 });

    const assignmentsBefore = await guidelines();
    const refused = await call('POST', `/api/assignments/round/${round.id}`, reader.cookie, {
      date: TODAY,
    });
    expect(refused.statusCode).toBe(403);
    expect(await guidelines()).toBe(assignmentsBefore);

    const made = await call('POST', `/api/assignments/round/${round.id}`, producer.cookie, {
      date: TODAY,
    });
    expect(made.statusCode, made.body).toBe(201);
    const guideline = made.json<Assignment>();
    expect(guideline).toMatchObject({
      slug: 'DEFESA CIVIL MUNICIPAL',
      date: TODAY,
      proposal: note,
      information: '10:00 · Defesa Civil municipal · 199',
      programsIds: [],
    });
    const again = await call('POST', `/api/assignments/round/${round.id}`, producer.cookie, {
      date: TODAY,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'rounds:guidelineExists',
      details: { assignmentId: guideline.id },
    });
    expect(await guidelines()).toBe(assignmentsBefore + 1);

    const proposed = await call(
      'POST',
      `/api/assignment_proposals/round/${round.id}`,
      producer.cookie,
      { date: TODAY },
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = proposed.json<Proposal>();
    expect(proposal).toMatchObject({ slug: 'DEFESA CIVIL MUNICIPAL', date: TODAY, proposal: note });

    const line = (await kit.sheet(reader.cookie)).entries.find((e) => e.round.id === round.id);
    expect(line?.call).toMatchObject({
      assignmentId: guideline.id,
      proposalId: proposal.id,
      note,
      version: 3,
    });

    // A call never saved is written pending when a proposal is made from it.
    const tomorrow = '2026-11-28';
    const early = await call(
      'POST',
      `/api/assignment_proposals/round/${round.id}`,
      producer.cookie,
      { date: tomorrow },
    );
    expect(early.statusCode).toBe(201);
    const next = (await kit.sheet(reader.cookie, tomorrow)).entries.find(
      (e) => e.round.id === round.id,
    );
    expect(next?.call).toMatchObject({ state: 'pending', proposalId: early.json().id });
  });

  it('publishes calls and lists to sheet readers as they change', async () => {
    const socket = await connectStomp(t.baseUrl, reader.cookie, [
      '/topic/rounds',
      '/topic/segments',
      '/topic/institutions',
    ]);
    try {
      const segment = await kit.addSegment(chief.cookie, 'Polícia Civil');
      expect(await socket.next('/topic/segments')).toMatchObject({
        action: 'CREATE',
        entity: 'segment',
        data: { id: segment.id, name: 'Polícia Civil' },
      });
      const dp = await kit.addInstitution(chief.cookie, {
        name: 'Polícia Civil – 2º DP',
        segmentId: segment.id,
      });
      expect(await socket.next('/topic/institutions')).toMatchObject({
        entity: 'institution',
        data: { id: dp.id } satisfies Partial<Institution>,
      });
      const round = await kit.addRound(chief.cookie, { time: '13:00', institutionId: dp.id });
      await kit.saveCall(producer.cookie, round.id, TODAY, {
        state: 'done',
        note: 'Nada a registrar.',
        version: 0,
      });
      const event = await socket.next('/topic/rounds', (e) => e.entity === 'round_call');
      expect(event).toMatchObject({
        action: 'CREATE',
        id: `${round.id}/${TODAY}`,
        version: 1,
        data: { roundId: round.id, note: 'Nada a registrar.' } satisfies Partial<RoundCall>,
      });
    } finally {
      await socket.close();
    }
  });
});

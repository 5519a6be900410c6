import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Proposal } from '@newsroom/domain';
import { assignmentProposals, programGroups, programs } from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import { expectFieldError, slug } from '../assignments/assignments.testkit';
import { useTestApp } from '../../test/useTestApp';

const cookies = {} as Record<'writer' | 'reader' | 'nobody' | 'member' | 'outsider', string>;
let writerId: number;
let restrictedProgramId: number;

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  const group = await createGroup(tdb.database);
  const writer = await createUser(tdb.database, { permissions: { assignment_proposal: 'write' } });
  writerId = writer.id;
  cookies.writer = await loginCookie(t.app, writer.nickname);
  cookies.reader = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { assignment_proposal: 'read' } })).nickname,
  );
  cookies.nobody = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { assignment: 'write' } })).nickname,
  );
  cookies.member = await loginCookie(
    t.app,
    (
      await createUser(tdb.database, {
        permissions: { assignment_proposal: 'write' },
        groupIds: [group.id],
      })
    ).nickname,
  );
  cookies.outsider = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { assignment_proposal: 'write' } })).nickname,
  );
  const [program] = await tdb.database.db
    .insert(programs)
    .values({ name: `Restrito ${slug()}`, start: '06:00', end: '07:00' })
    .returning();
  await tdb.database.db.insert(programGroups).values({ programId: program!.id, groupId: group.id });
  restrictedProgramId = program!.id;
});

const rows = async () =>
  (await tdb.database.db.select({ n: count() }).from(assignmentProposals))[0]!.n;

async function create(
  body: Record<string, unknown> = {},
  cookie = cookies.writer,
): Promise<Proposal> {
  const response = await call('POST', '/api/assignment_proposals', cookie, {
    slug: slug('sugestão'),
    date: '2025-03-10',
    proposal: 'Feira de ciências na escola estadual',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Proposal>();
}

describe('assignment proposals', () => {
  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/assignment_proposals'],
      ['GET', '/api/assignment_proposals/1'],
      ['POST', '/api/assignment_proposals'],
      ['PUT', '/api/assignment_proposals/1'],
      ['DELETE', '/api/assignment_proposals/1'],
    ] as const) {
      expect(
        (await call(method, url, null, method === 'POST' || method === 'PUT' ? {} : undefined))
          .statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it('needs proposal read to see and write to change, changing nothing otherwise', async () => {
    const p = await create();
    expect((await call('GET', '/api/assignment_proposals', cookies.nobody)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/assignment_proposals/${p.id}`, cookies.nobody)).statusCode,
    ).toBe(403);
    const before = await rows();
    expect(
      (await call('POST', '/api/assignment_proposals', cookies.reader, { slug: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/assignment_proposals/${p.id}`, cookies.reader, {
          slug: 'x',
          version: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/assignment_proposals/${p.id}`, cookies.reader)).statusCode,
    ).toBe(403);
    expect(await rows()).toBe(before);
    expect(
      (await call('GET', `/api/assignment_proposals/${p.id}`, cookies.reader)).json<Proposal>(),
    ).toEqual(p);
  });

  it('creates, lists by date and text, loads, updates with its version and removes, publishing each change', async () => {
    const stomp = await connectStomp(t.baseUrl, cookies.reader, ['/topic/proposals']);
    try {
      const text = slug('Vacinação');
      const p = await create({
        slug: `campanha de ${text}`,
        date: '2025-04-02',
        information: 'Posto de saúde da Vila Mariana',
      });
      expect(p).toMatchObject({
        slug: `CAMPANHA DE ${text.toUpperCase()}`,
        date: '2025-04-02',
        authorId: writerId,
        assignmentId: null,
        excluded: false,
        version: 1,
      });
      expect(
        (
          await stomp.next(
            '/topic/proposals',
            (e) => e.id === String(p.id) && e.action === 'CREATE',
          )
        ).data,
      ).toMatchObject({ id: p.id, slug: p.slug });

      const listed = (
        await call(
          'GET',
          `/api/assignment_proposals?from=2025-04-02&to=2025-04-02&text=${encodeURIComponent(text.replace('çã', 'ca'))}`,
          cookies.reader,
        )
      ).json<Paged<Proposal>>();
      expect(listed.data.map((x) => x.id)).toEqual([p.id]);
      const outside = (
        await call(
          'GET',
          `/api/assignment_proposals?from=2025-04-03&text=${encodeURIComponent(text)}`,
          cookies.reader,
        )
      ).json<Paged<Proposal>>();
      expect(outside.total).toBe(0);

      const saved = await call('PUT', `/api/assignment_proposals/${p.id}`, cookies.writer, {
        slug: 'vacinação infantil',
        date: null,
        proposal: 'Nova proposta',
        version: 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Proposal>()).toMatchObject({
        slug: 'VACINAÇÃO INFANTIL',
        date: null,
        proposal: 'Nova proposta',
        information: '',
        version: 2,
      });
      expect(
        (
          await stomp.next(
            '/topic/proposals',
            (e) => e.id === String(p.id) && e.action === 'UPDATE',
          )
        ).data,
      ).toMatchObject({ version: 2 });

      const stale = await call('PUT', `/api/assignment_proposals/${p.id}`, cookies.writer, {
        slug: 'atrasada',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'stale_version',
        details: { current: { id: p.id, version: 2, slug: 'VACINAÇÃO INFANTIL' } },
      });

      expect(
        (await call('DELETE', `/api/assignment_proposals/${p.id}`, cookies.writer)).statusCode,
      ).toBe(204);
      expect(
        (
          await stomp.next(
            '/topic/proposals',
            (e) => e.id === String(p.id) && e.action === 'DELETE',
          )
        ).data,
      ).toEqual({ id: p.id, date: null });
      expect(
        (await call('GET', `/api/assignment_proposals/${p.id}`, cookies.reader)).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/assignment_proposals/${p.id}`, cookies.writer)).statusCode,
      ).toBe(404);
      expect(
        (
          await call('PUT', `/api/assignment_proposals/${p.id}`, cookies.writer, {
            slug: 'x',
            version: 3,
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await stomp.close();
    }
  });

  it('refuses a missing or long slug and unknown programs, saving nothing', async () => {
    const before = await rows();
    const missing = await call('POST', '/api/assignment_proposals', cookies.writer, {
      proposal: 'sem retranca',
    });
    expect(missing.statusCode).toBe(400);
    expectFieldError(missing.json(), 'slug', 'required');
    expectFieldError(
      (
        await call('POST', '/api/assignment_proposals', cookies.writer, { slug: 'x'.repeat(101) })
      ).json(),
      'slug',
      'maxChars',
      100,
    );
    expectFieldError(
      (
        await call('POST', '/api/assignment_proposals', cookies.writer, {
          slug: 'x',
          programsIds: [999999],
        })
      ).json(),
      'programsIds',
      'invalid',
    );
    expectFieldError(
      (
        await call('POST', '/api/assignment_proposals', cookies.outsider, {
          slug: 'x',
          programsIds: [restrictedProgramId],
        })
      ).json(),
      'programsIds',
      'invalid',
    );
    const p = await create();
    expectFieldError(
      (
        await call('PUT', `/api/assignment_proposals/${p.id}`, cookies.writer, {
          slug: ' ',
          version: 1,
        })
      ).json(),
      'slug',
      'required',
    );
    expect(await rows()).toBe(before + 1);
    expect(
      (await call('GET', `/api/assignment_proposals/${p.id}`, cookies.reader)).json<Proposal>()
        .version,
    ).toBe(1);
  });

  it('hides proposals of restricted programs from outsiders', async () => {
    const p = await create(
      { programsIds: [restrictedProgramId], date: '2025-05-05' },
      cookies.member,
    );
    expect(
      (await call('GET', `/api/assignment_proposals/${p.id}`, cookies.outsider)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          '/api/assignment_proposals?from=2025-05-05&to=2025-05-05',
          cookies.outsider,
        )
      ).json<Paged<Proposal>>().total,
    ).toBe(0);
    expect(
      (
        await call('GET', '/api/assignment_proposals?from=2025-05-05&to=2025-05-05', cookies.member)
      ).json<Paged<Proposal>>().total,
    ).toBe(1);
  });
});

import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentBody } from '../assignments/assignments.testkit';
import { reportBody } from '../newsReports/newsReports.testkit';
import { programs, remoteTokens } from '../../platform/db/schema';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

// Two installations on loopback, each on its own database: "here" reads "there".
const TIMEOUT_MS = 800;
const here = useTestApp({ env: { REMOTE_TIMEOUT_MS: String(TIMEOUT_MS) } });
const there = useTestApp();

const DATE = '2025-03-10';
let secret = '';
let tokenId = 0;
let branchId = 0;
let hereAdmin: SignedIn;
let reader: SignedIn;
let copier: SignedIn;
const made = {
  assignment: 0,
  privateAssignment: 0,
  report: 0,
  story: 0,
  storyDate: '',
  proposal: 0,
  notice: '',
};

/** A port on loopback nothing listens on (bound once, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function registerBranch(name: string, address: string, token: string): Promise<number> {
  const created = await here.call('POST', '/api/branches', hereAdmin.cookie, { name, address });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const stored = await here.call('PUT', `/api/remote/branches/${id}/token`, hereAdmin.cookie, {
    token,
  });
  expect(stored.statusCode).toBe(200);
  expect(stored.json()).toMatchObject({ id, hasToken: true });
  return id;
}

beforeAll(async () => {
  const thereAdmin = await there.signIn({ permissions: { admin: 'write' } });
  const issued = await there.call('POST', '/api/remote/tokens', thereAdmin.cookie, {
    name: 'Praça Campinas',
  });
  expect(issued.statusCode).toBe(201);
  secret = issued.json().secret;
  tokenId = issued.json().token.id;

  const writer = await there.signIn({
    permissions: {
      assignment: 'write',
      news_report: 'write',
      story: 'write',
      assignment_proposal: 'write',
    },
  });
  const post = async (url: string, body: unknown) => {
    const response = await there.call('POST', url, writer.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  made.assignment = (await post('/api/assignments', assignmentBody({ slug: 'falta de agua' }))).id;
  made.privateAssignment = (await post('/api/assignments', assignmentBody({ slug: 'segredo' }))).id;
  const madePrivate = await there.call(
    'PUT',
    `/api/assignments/${made.privateAssignment}/private`,
    writer.cookie,
    { isPrivate: true },
  );
  expect(madePrivate.statusCode).toBe(200);
  made.report = (await post('/api/news_reports', reportBody(writer.id, { slug: 'enchente' }))).id;
  const story = await post('/api/drawer/stories', { slug: 'nota da chuva' });
  made.story = story.id;
  made.storyDate = story.date;
  made.proposal = (
    await post('/api/assignment_proposals', {
      slug: 'feira do livro',
      date: DATE,
      proposal: 'Cobrir a abertura.',
    })
  ).id;
  const announcer = await there.signIn({ permissions: { notice: 'write' } });
  const notice = await there.call('POST', '/api/notices', announcer.cookie, {
    text: 'Reunião de pauta às 9h.',
    urgent: true,
  });
  expect(notice.statusCode, notice.body).toBe(201);
  made.notice = notice.json().id;

  hereAdmin = await here.signIn({ permissions: { admin: 'write', branch: 'read' } });
  reader = await here.signIn({ permissions: { branch: 'read' } });
  copier = await here.signIn({
    permissions: {
      branch: 'read',
      assignment: 'write',
      news_report: 'write',
      story: 'write',
      assignment_proposal: 'write',
    },
  });
  branchId = await registerBranch('Campinas', there.t.baseUrl, secret);
});

describe('tokens this installation issues', () => {
  it('requires a session, then administration', async () => {
    expect((await there.call('GET', '/api/remote/tokens', null)).statusCode).toBe(401);
    const nobody = await there.signIn();
    expect((await there.call('GET', '/api/remote/tokens', nobody.cookie)).statusCode).toBe(403);
  });

  it('are listed without the token, and stored only hashed', async () => {
    const admin = await there.signIn({ permissions: { admin: 'write' } });
    const list = await there.call('GET', '/api/remote/tokens', admin.cookie);
    expect(list.json()).toEqual([expect.objectContaining({ id: tokenId, name: 'Praça Campinas' })]);
    expect(list.body).not.toContain(secret);
    const rows = await there.tdb.database.db.select().from(remoteTokens);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});

describe('served routes (bearer token)', () => {
  it('refuse a call without the token, with a session cookie only, or with a wrong token', async () => {
    const url = `/api/remote/shared/assignments?date=${DATE}`;
    const anonymous = await there.t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('remote:tokenRefused');
    const user = await there.signIn({ permissions: { assignment: 'read' } });
    expect((await there.t.app.inject({ url, headers: { cookie: user.cookie } })).statusCode).toBe(
      401,
    );
    const wrong = await there.t.app.inject({ url, headers: { authorization: 'Bearer nrcs_nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answer a ping with the branch name and version', async () => {
    const ping = await there.t.app.inject({
      url: '/api/remote/shared/check',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ branchName: expect.any(String), version: '9.9.9-test' });
  });
});

describe('browsing a branch', () => {
  it('requires a session, then the branches area', async () => {
    expect((await here.call('GET', '/api/remote/branches', null)).statusCode).toBe(401);
    const nobody = await here.signIn();
    expect((await here.call('GET', '/api/remote/branches', nobody.cookie)).statusCode).toBe(403);
  });

  it('checks the branch with our token', async () => {
    const check = await here.call('GET', `/api/remote/branches/${branchId}/check`, reader.cookie);
    expect(check.json()).toMatchObject({
      ok: true,
      key: 'remote:reachable',
      ping: { version: '9.9.9-test' },
    });
  });

  it('lists the shared documents of a day, never a private one', async () => {
    const list = await here.call(
      'GET',
      `/api/remote/branches/${branchId}/assignments?date=${DATE}`,
      reader.cookie,
    );
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((item: { id: number }) => item.id);
    expect(ids).toContain(made.assignment);
    expect(ids).not.toContain(made.privateAssignment);
    for (const [kind, id, date] of [
      ['news_reports', made.report, DATE],
      ['stories', made.story, made.storyDate],
      ['assignment_proposals', made.proposal, DATE],
    ] as const) {
      const answer = await here.call(
        'GET',
        `/api/remote/branches/${branchId}/${kind}?date=${date}`,
        reader.cookie,
      );
      expect(answer.statusCode, kind).toBe(200);
      expect(
        answer.json().map((item: { id: number }) => item.id),
        kind,
      ).toContain(id);
    }
  });

  it('opens a shared document read-only, and answers 404 for a private one', async () => {
    const one = await here.call(
      'GET',
      `/api/remote/branches/${branchId}/assignments/${made.assignment}`,
      reader.cookie,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      slug: 'FALTA DE AGUA',
      referral: 'Ouvir a concessionária.',
    });
    const hidden = await here.call(
      'GET',
      `/api/remote/branches/${branchId}/assignments/${made.privateAssignment}`,
      reader.cookie,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('reads the company data of the branch', async () => {
    const data = await here.call(
      'GET',
      `/api/remote/branches/${branchId}/company_data`,
      reader.cookie,
    );
    expect(data.statusCode).toBe(200);
    expect(data.json().users.length).toBeGreaterThan(0);
  });
});

describe("the branch's rundowns", () => {
  it('are listed by day and open read-only, a private story masked', async () => {
    const [program] = await there.tdb.database.db
      .insert(programs)
      .values({ name: 'Jornal de Campinas', start: '12:00:00', end: '13:00:00' })
      .returning();
    const editor = await there.signIn({ permissions: { rundown: 'admin', story: 'admin' } });
    const date = '2031-03-10';
    const created = await there.call('POST', '/api/rundowns', editor.cookie, {
      date,
      programId: program!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rundownId = created.json().id as number;
    const blockId = created.json().blocks[0].id as number;
    const addStory = async (slug: string) => {
      const story = await there.call('POST', `/api/blocks/${blockId}/stories`, editor.cookie);
      const named = await there.call('PATCH', `/api/stories/${story.json().id}`, editor.cookie, {
        field: 'slug',
        value: slug,
      });
      expect(named.statusCode, named.body).toBe(200);
      return story.json().id as number;
    };
    const opening = await addStory('ABERTURA');
    const secret = await addStory('SEGREDO');
    const madePrivate = await there.call('PUT', `/api/stories/${secret}/private`, editor.cookie, {
      isPrivate: true,
    });
    expect(madePrivate.statusCode, madePrivate.body).toBe(200);

    const day = await here.call(
      'GET',
      `/api/remote/branches/${branchId}/rundowns?date=${date}`,
      reader.cookie,
    );
    expect(day.json()).toEqual([
      { id: rundownId, programId: program!.id, programName: 'Jornal de Campinas', date },
    ]);
    const opened = await here.call(
      'GET',
      `/api/remote/branches/${branchId}/rundowns/${rundownId}`,
      reader.cookie,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const stories = opened.json().blocks[0].stories as {
      id: number;
      slug: string;
      visible: boolean;
    }[];
    expect(stories.map(({ id, slug, visible }) => ({ id, slug, visible }))).toEqual([
      { id: opening, slug: 'ABERTURA', visible: true },
      { id: secret, slug: '', visible: false },
    ]);
  });
});

describe("the branch's notices", () => {
  it("are served to a token without the author id, which is the other installation's", async () => {
    const served = await there.t.app.inject({
      url: '/api/remote/shared/notices',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual([
      {
        id: made.notice,
        text: 'Reunião de pauta às 9h.',
        urgent: true,
        authorName: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('are read from here by a branch reader, and refused to others', async () => {
    const nobody = await here.signIn();
    const url = `/api/remote/branches/${branchId}/notices`;
    expect((await here.call('GET', url, nobody.cookie)).statusCode).toBe(403);
    const notices = await here.call('GET', url, reader.cookie);
    expect(notices.statusCode).toBe(200);
    expect(notices.json().map((notice: { id: string }) => notice.id)).toEqual([made.notice]);
  });
});

describe('copying into this branch', () => {
  it('refuses a reader who may not write the kind', async () => {
    const copy = await here.call(
      'POST',
      `/api/remote/branches/${branchId}/assignments/${made.assignment}/copy`,
      reader.cookie,
    );
    expect(copy.statusCode).toBe(403);
  });

  it('copies each kind through its own create, keeping the origin', async () => {
    for (const [kind, id, path] of [
      ['assignments', made.assignment, 'assignments'],
      ['news_reports', made.report, 'news_reports'],
      ['stories', made.story, 'stories'],
      ['assignment_proposals', made.proposal, 'assignment_proposals'],
    ] as const) {
      const copy = await here.call(
        'POST',
        `/api/remote/branches/${branchId}/${kind}/${id}/copy`,
        copier.cookie,
      );
      expect(copy.statusCode, `${kind}: ${copy.body}`).toBe(201);
      const answer = copy.json();
      expect(answer.origin).toMatchObject({ branchId, branchName: 'Campinas', remoteId: id });
      const local = await here.call('GET', `/api/${path}/${answer.id}`, copier.cookie);
      expect(local.statusCode, kind).toBe(200);
      expect(local.json().slug).toBe(answer.slug);
      const origin = await here.call(
        'GET',
        `/api/remote/origins/${kind}/${answer.id}`,
        copier.cookie,
      );
      expect(origin.json()).toMatchObject({ branchName: 'Campinas', remoteId: id });
    }
  });

  it('keeps the guideline texts and guides, in the drawer', async () => {
    const copy = await here.call(
      'POST',
      `/api/remote/branches/${branchId}/assignments/${made.assignment}/copy`,
      copier.cookie,
    );
    const local = (
      await here.call('GET', `/api/assignments/${copy.json().id}`, copier.cookie)
    ).json();
    expect(local).toMatchObject({
      programsIds: [],
      proposal: 'Moradores relatam falta de água há três dias.',
      guides: [expect.objectContaining({ interviewee: 'Maria da Silva, moradora' })],
      ownerId: copier.id,
    });
  });
});

describe('a branch that refuses or does not answer', () => {
  let silent: Server | undefined;
  const held: Socket[] = [];
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
  });

  it('reports a revoked token as remote:tokenRefused', async () => {
    const admin = await there.signIn({ permissions: { admin: 'write' } });
    const issued = await there.call('POST', '/api/remote/tokens', admin.cookie, {
      name: 'Revogada',
    });
    const revokedBranch = await registerBranch(
      'Revogada',
      there.t.baseUrl.replace('127.0.0.1', 'localhost'),
      issued.json().secret,
    );
    expect(
      (await there.call('DELETE', `/api/remote/tokens/${issued.json().token.id}`, admin.cookie))
        .statusCode,
    ).toBe(204);
    const check = await here.call(
      'GET',
      `/api/remote/branches/${revokedBranch}/check`,
      reader.cookie,
    );
    expect(check.json()).toMatchObject({ ok: false, key: 'remote:tokenRefused' });
    const list = await here.call(
      'GET',
      `/api/remote/branches/${revokedBranch}/assignments?date=${DATE}`,
      reader.cookie,
    );
    expect(list.statusCode).toBe(422);
    expect(list.json().message).toBe('remote:tokenRefused');
  });

  it('reports a branch switched off (closed port) as remote:unreachable, at once', async () => {
    const down = await registerBranch(
      'Desligada',
      `http://127.0.0.1:${await closedPort()}`,
      secret,
    );
    const started = Date.now();
    const check = await here.call('GET', `/api/remote/branches/${down}/check`, reader.cookie);
    expect(check.json()).toMatchObject({ ok: false, key: 'remote:unreachable', ping: null });
    const list = await here.call(
      'GET',
      `/api/remote/branches/${down}/stories?date=${DATE}`,
      reader.cookie,
    );
    expect(list.statusCode).toBe(422);
    expect(list.json().message).toBe('remote:unreachable');
    const notices = await here.call('GET', `/api/remote/branches/${down}/notices`, reader.cookie);
    expect(notices.statusCode).toBe(422);
    expect(notices.json().message).toBe('remote:unreachable');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
  });

  it('gives up on a branch that accepts but never answers after the timeout', async () => {
    const server = createServer((socket) => void held.push(socket));
    silent = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const hung = await registerBranch('Muda', `http://127.0.0.1:${port}`, secret);
    const started = Date.now();
    const check = await here.call('GET', `/api/remote/branches/${hung}/check`, reader.cookie);
    expect(check.json()).toMatchObject({ ok: false, key: 'remote:unreachable' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });

  it('says when no token is stored, or that a branch without one does not answer', async () => {
    const post = (name: string, address: string) =>
      here.call('POST', '/api/branches', hereAdmin.cookie, { name, address });
    const answering = (
      await post('Sem token', there.t.baseUrl.replace('127.0.0.1', '127.1'))
    ).json();
    const check = await here.call(
      'GET',
      `/api/remote/branches/${answering.id}/check`,
      reader.cookie,
    );
    expect(check.json()).toMatchObject({ ok: false, key: 'remote:noToken' });
    const list = await here.call(
      'GET',
      `/api/remote/branches/${answering.id}/assignments?date=${DATE}`,
      reader.cookie,
    );
    expect(list.json().message).toBe('remote:noToken');
    const off = (
      await post('Desligada sem token', `http://127.0.0.1:${await closedPort()}`)
    ).json();
    const offCheck = await here.call('GET', `/api/remote/branches/${off.id}/check`, reader.cookie);
    expect(offCheck.json()).toMatchObject({ ok: false, key: 'remote:unreachable' });
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, TrashItem } from '@newsroom/domain';
import { assignments, programGroups, programs, settings, stories } from '../../platform/db/schema';
import { retentionJob } from '../../platform/jobs/retention';
import { runJobOnce } from '../../platform/jobs/scheduler';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import { saveAssignment, saveStory, searchAs, tag } from './search.testkit';
import { useTestApp } from '../../test/useTestApp';

const cookies = {} as Record<'writer' | 'other' | 'nobody', string>;
let writerId: number;
let restrictedProgramId: number;

const DAY_MS = 86_400_000;

async function trashAs(cookie: string, query: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/trash?${new URLSearchParams(query).toString()}`,
    headers: { cookie },
  });
  const body = response.statusCode === 200 ? response.json<Paged<TrashItem>>() : null;
  return {
    status: response.statusCode,
    body,
    keys: body ? body.data.map((item) => `${item.kind}:${item.id}`) : [],
  };
}

async function archiveAs(cookie: string, query: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/archive?${new URLSearchParams(query).toString()}`,
    headers: { cookie },
  });
  return {
    status: response.statusCode,
    keys:
      response.statusCode === 200
        ? response.json<Paged<{ kind: string; id: number }>>().data.map((h) => `${h.kind}:${h.id}`)
        : [],
  };
}

async function setDeletedRetention(days: number) {
  const value = {
    chatHistory: 30,
    deletedDocuments: days,
    notices: 30,
    rundownLogs: 30,
    documentVersions: 90,
  };
  await tdb.database.db
    .insert(settings)
    .values({ key: 'retention', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

const { tdb, t } = useTestApp();

beforeAll(async () => {
  const group = await createGroup(tdb.database);
  const all = { story: 'write', assignment: 'write', production: 'read', news_report: 'read' };
  const writer = await createUser(tdb.database, { permissions: all as never });
  writerId = writer.id;
  const other = await createUser(tdb.database, { permissions: all as never });
  const nobody = await createUser(tdb.database, { permissions: {} });
  cookies.writer = await loginCookie(t.app, writer.nickname);
  cookies.other = await loginCookie(t.app, other.nickname);
  cookies.nobody = await loginCookie(t.app, nobody.nickname);
  const [restricted] = await tdb.database.db
    .insert(programs)
    .values({ name: `Restrito ${tag()}`, start: '06:00', end: '07:00' })
    .returning();
  restrictedProgramId = restricted!.id;
  await tdb.database.db
    .insert(programGroups)
    .values({ programId: restrictedProgramId, groupId: group.id });
  await setDeletedRetention(30);
});

describe('GET /api/trash', () => {
  it('requires a session and a readable kind; bad queries are 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/trash' })).statusCode).toBe(401);
    expect((await trashAs(cookies.nobody)).status).toBe(403);
    expect((await trashAs(cookies.writer, { kinds: 'tweets' })).status).toBe(400);
    expect((await trashAs(cookies.writer, { size: '0' })).status).toBe(400);
  });

  it('lists a deleted guideline (not searchable any more) until it is restored', async () => {
    const w = tag();
    const assignment = await saveAssignment(t.app.platform.database, { slug: `ENCHENTE ${w}` });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/assignments/${assignment.id}`,
      headers: { cookie: cookies.writer },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await searchAs(t, cookies.writer, { q: w })).keys).toEqual([]);

    const listed = await trashAs(cookies.writer, { q: w });
    expect(listed.keys).toEqual([`assignments:${assignment.id}`]);
    const item = listed.body!.data[0]!;
    expect(item.title).toBe(`ENCHENTE ${w}`);
    expect(item.purgeAt).not.toBeNull();
    expect(Date.parse(item.purgeAt!) - Date.parse(item.excludedAt)).toBe(30 * DAY_MS);

    const restored = await t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${assignment.id}/restore`,
      headers: { cookie: cookies.writer },
    });
    expect(restored.statusCode).toBe(200);
    expect((await trashAs(cookies.writer, { q: w })).keys).toEqual([]);
    expect((await searchAs(t, cookies.writer, { q: w })).keys).toEqual([
      `assignments:${assignment.id}`,
    ]);
  });

  it('filters by kind and title words (accents and case ignored), newest exclusion first', async () => {
    const w = tag();
    const story = await saveStory(t.app.platform.database, {
      slug: `Eleição ${w}`,
      excluded: true,
      updatedAt: new Date(Date.now() - 2 * DAY_MS),
    });
    const assignment = await saveAssignment(t.app.platform.database, {
      slug: `ELEICAO ${w}`,
      excluded: true,
    });
    expect((await trashAs(cookies.writer, { q: `eleicao ${w}` })).keys).toEqual([
      `assignments:${assignment.id}`,
      `stories:${story.id}`,
    ]);
    expect((await trashAs(cookies.writer, { q: w, kinds: 'stories' })).keys).toEqual([
      `stories:${story.id}`,
    ]);
  });

  it("never shows others' private documents nor those of programs of other groups", async () => {
    const w = tag();
    const mine = await saveStory(t.app.platform.database, {
      slug: w,
      ownerId: writerId,
      isPrivate: true,
      excluded: true,
    });
    const restricted = await saveStory(t.app.platform.database, {
      slug: w,
      programId: restrictedProgramId,
      excluded: true,
    });
    expect((await trashAs(cookies.writer, { q: w })).keys).toEqual([`stories:${mine.id}`]);
    expect((await trashAs(cookies.other, { q: w })).keys).toEqual([]);
    expect(restricted.id).toBeGreaterThan(0);
  });

  it('says when nothing is purged (retention 0) and purges after the retention days', async () => {
    const w = tag();
    await setDeletedRetention(0);
    const story = await saveStory(t.app.platform.database, { slug: w, excluded: true });
    expect((await trashAs(cookies.writer, { q: w })).body!.data[0]!.purgeAt).toBeNull();

    await setDeletedRetention(10);
    const live = await saveStory(t.app.platform.database, { slug: w });
    await runJobOnce(
      t.app.platform.database,
      retentionJob(t.app.platform.areas),
      new Date(Date.now() + 5 * DAY_MS),
    );
    expect((await trashAs(cookies.writer, { q: w })).keys).toEqual([`stories:${story.id}`]);
    await runJobOnce(
      t.app.platform.database,
      retentionJob(t.app.platform.areas),
      new Date(Date.now() + 11 * DAY_MS),
    );
    expect((await trashAs(cookies.writer, { q: w })).keys).toEqual([]);
    expect(await tdb.database.db.select().from(stories).where(eq(stories.id, story.id))).toEqual(
      [],
    );
    expect(
      await tdb.database.db.select().from(stories).where(eq(stories.id, live.id)),
    ).toHaveLength(1);
    await setDeletedRetention(30);
  });

  it('keeps excluded documents in the trash through an index rebuild', async () => {
    const w = tag();
    const assignment = await saveAssignment(t.app.platform.database, { slug: w, excluded: true });
    const admin = await createUser(tdb.database, {
      permissions: { assignment: 'read', admin: 'write' } as never,
    });
    const cookie = await loginCookie(t.app, admin.nickname);
    await t.app.inject({
      method: 'POST',
      url: '/api/index/rebuild',
      headers: { cookie },
      payload: { targets: ['assignments'] },
    });
    await expect
      .poll(async () => {
        const state = await t.app.inject({
          method: 'GET',
          url: '/api/index/state',
          headers: { cookie },
        });
        return state
          .json<{ kinds: { kind: string; running: boolean }[] }>()
          .kinds.some((k) => k.running);
      })
      .toBe(false);
    expect((await trashAs(cookie, { q: w })).keys).toEqual([`assignments:${assignment.id}`]);
    const [row] = await tdb.database.db
      .select({ excluded: assignments.excluded })
      .from(assignments)
      .where(eq(assignments.id, assignment.id));
    expect(row!.excluded).toBe(true);
  });
});

describe('GET /api/archive', () => {
  it('lists documents dated before today in the range, newest first, optionally by words', async () => {
    const w = tag();
    const old = await saveStory(t.app.platform.database, {
      slug: `ARQUIVO ${w}`,
      date: '2024-03-01',
    });
    const older = await saveStory(t.app.platform.database, {
      slug: `ARQUIVO ${w}`,
      date: '2024-02-01',
    });
    const future = await saveStory(t.app.platform.database, {
      slug: `ARQUIVO ${w}`,
      date: '2999-01-01',
    });
    const assignment = await saveAssignment(t.app.platform.database, {
      slug: `outra ${w}`,
      date: '2024-02-15',
    });

    const all = await archiveAs(cookies.writer, { from: '2024-01-01', to: '2999-12-31' });
    expect(all.status).toBe(200);
    const mine = all.keys.filter(
      (key) =>
        [old, older, future].some((s) => key === `stories:${s.id}`) ||
        key === `assignments:${assignment.id}`,
    );
    expect(mine).toEqual([
      `stories:${old.id}`,
      `assignments:${assignment.id}`,
      `stories:${older.id}`,
    ]);
    expect(
      (await archiveAs(cookies.writer, { q: `arquivo ${w}`, from: '2024-02-10' })).keys,
    ).toEqual([`stories:${old.id}`]);
    expect((await archiveAs(cookies.writer, { q: w, kinds: 'assignments' })).keys).toEqual([
      `assignments:${assignment.id}`,
    ]);
    expect((await archiveAs(cookies.writer, { from: '2024-03-01', to: '2024-01-01' })).status).toBe(
      400,
    );
    expect((await archiveAs(cookies.nobody, {})).status).toBe(403);
  });
});

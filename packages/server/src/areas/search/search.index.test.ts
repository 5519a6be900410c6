import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexState } from '@newsroom/domain';
import { assignments, searchDocuments, searchWords } from '../../platform/db/schema';
import { emit } from '../../platform/realtime/outbox';
import { connectStomp } from '../../test/stompClient';
import { createUser, loginCookie } from '../../test/testApp';
import { indexTrigger, saveAssignment, searchAs, tag } from './search.testkit';
import { useTestApp } from '../../test/useTestApp';

const cookies = {} as Record<'reader' | 'admin', string>;

const { tdb, t } = useTestApp();

/** Whether FUZZY's word list holds this word. */
const fuzzyWord = async (word: string) =>
  (await tdb.database.db.select().from(searchWords).where(eq(searchWords.word, word))).length;

/** Rebuilds the assignments' index rows through the route; resolves when `index` says finished. */
async function rebuildAssignments(): Promise<void> {
  const watcher = await connectStomp(t.baseUrl, cookies.admin, ['/topic/index']);
  try {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/index/rebuild',
      headers: { cookie: cookies.admin },
      payload: { targets: ['assignments'] },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ targets: ['assignments'] });
    const finished = await watcher.next(
      '/topic/index',
      (e) => (e.data as { finished: boolean }).finished,
    );
    expect(finished.data).toMatchObject({ kind: 'assignments', finished: true });
  } finally {
    await watcher.close();
  }
}

beforeAll(async () => {
  const reader = await createUser(tdb.database, { permissions: { assignment: 'read' } });
  const admin = await createUser(tdb.database, {
    permissions: { assignment: 'read', admin: 'write' },
  });
  cookies.reader = await loginCookie(t.app, reader.nickname);
  cookies.admin = await loginCookie(t.app, admin.nickname);
});

describe('index state and rebuild', () => {
  it('a save adds only the words its row lacked; the rebuild brings back a word lost meanwhile', async () => {
    const w = tag();
    const database = t.app.platform.database;
    const saved = await saveAssignment(database, { slug: `${w} ${w}alfa` });
    expect(await fuzzyWord(`${w}alfa`)).toBe(1);
    // As if a rebuild's last step had dropped it while a save brought it back.
    await tdb.database.db.delete(searchWords).where(eq(searchWords.word, `${w}alfa`));
    await database.db.transaction(async (tx) => {
      await tx
        .update(assignments)
        .set({ slug: `${w} ${w}alfa ${w}beta` })
        .where(eq(assignments.id, saved.id));
      await emit(tx, null, indexTrigger('assignments', 'assignment', 'UPDATE', saved.id));
    });
    expect(await fuzzyWord(`${w}beta`)).toBe(1);
    expect(await fuzzyWord(`${w}alfa`)).toBe(0);
    await rebuildAssignments();
    expect(await fuzzyWord(`${w}alfa`)).toBe(1);
    expect((await searchAs(t, cookies.admin, { q: `${w}alfa` })).keys).toEqual([
      `assignments:${saved.id}`,
    ]);
  });

  it('requires admin roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/index/state' })).statusCode).toBe(401);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/index/state',
      headers: { cookie: cookies.reader },
    });
    expect(state.statusCode).toBe(403);
    const rebuild = await t.app.inject({
      method: 'POST',
      url: '/api/index/rebuild',
      headers: { cookie: cookies.reader },
      payload: {},
    });
    expect(rebuild.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/index/rebuild',
      headers: { cookie: cookies.admin },
      payload: { targets: ['tweets'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rebuild restores a dropped row, drops stale ones and publishes progress on `index`', async () => {
    const w = tag();
    const kept = await saveAssignment(t.app.platform.database, { slug: w });
    await tdb.database.db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'assignments'), eq(searchDocuments.documentId, kept.id)));
    await tdb.database.db
      .insert(searchDocuments)
      .values({ kind: 'assignments', documentId: 999_999, title: `${w} ${w}stale` });
    expect((await searchAs(t, cookies.admin, { q: w })).keys).toEqual(['assignments:999999']);
    expect(await fuzzyWord(`${w}stale`)).toBe(1);
    await rebuildAssignments();
    expect((await searchAs(t, cookies.admin, { q: w })).keys).toEqual([`assignments:${kept.id}`]);
    expect(await fuzzyWord(`${w}stale`)).toBe(0);
    expect(await fuzzyWord(w)).toBe(1);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/index/state',
      headers: { cookie: cookies.admin },
    });
    const assignmentsState = state.json<IndexState>().kinds.find((k) => k.kind === 'assignments');
    expect(assignmentsState).toMatchObject({ running: false });
    expect(assignmentsState!.count).toBeGreaterThan(0);
    expect(assignmentsState!.lastRebuildAt).not.toBeNull();
    expect(state.json<IndexState>().kinds.map((k) => k.kind)).toEqual([
      'assignments',
      'contacts',
      'facebook',
      'newsreports',
      'posts',
      'productions',
      'reports',
      'rss',
      'stories',
      'twitter',
    ]);
  });
});

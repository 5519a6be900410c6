import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { programGroups, programs, searchDocuments, stories } from '../../platform/db/schema';
import { emit } from '../../platform/realtime/outbox';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import {
  indexTrigger,
  saveAssignment,
  saveNewsReport,
  saveProduction,
  saveStory,
  searchAs,
  tag,
} from './search.testkit';
import { useTestApp } from '../../test/useTestApp';

const cookies = {} as Record<
  'reader' | 'other' | 'storyOnly' | 'nobody' | 'admin' | 'member',
  string
>;
const ids = {} as Record<'reader' | 'other', number>;
let restrictedProgramId: number;
let openProgramId: number;

const ALL_READ = { story: 'read', assignment: 'read', production: 'read', news_report: 'read' };

const { tdb, t } = useTestApp();

beforeAll(async () => {
  const group = await createGroup(tdb.database);
  const make = (permissions: Record<string, string>, groupIds: number[] = []) =>
    createUser(tdb.database, { permissions: permissions as never, groupIds });
  const users = {
    reader: await make(ALL_READ),
    other: await make(ALL_READ),
    storyOnly: await make({ story: 'read' }),
    nobody: await make({}),
    admin: await make({ ...ALL_READ, admin: 'write' }),
    member: await make(ALL_READ, [group.id]),
  };
  for (const [key, user] of Object.entries(users))
    cookies[key as keyof typeof cookies] = await loginCookie(t.app, user.nickname);
  ids.reader = users.reader.id;
  ids.other = users.other.id;
  const [restricted, open] = await tdb.database.db
    .insert(programs)
    .values([
      { name: `Restrito ${tag()}`, start: '06:00', end: '07:00' },
      { name: `Aberto ${tag()}`, start: '12:00', end: '13:00' },
    ])
    .returning();
  restrictedProgramId = restricted!.id;
  openProgramId = open!.id;
  await tdb.database.db
    .insert(programGroups)
    .values({ programId: restrictedProgramId, groupId: group.id });
});

describe('GET /api/search', () => {
  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=x' })).statusCode).toBe(401);
  });

  it('refuses a user who reads no indexed kind (403) and bad queries (400)', async () => {
    expect((await searchAs(t, cookies.nobody, { q: 'x' })).status).toBe(403);
    expect((await searchAs(t, cookies.reader, { q: '' })).status).toBe(400);
    expect((await searchAs(t, cookies.reader, { q: 'x', mode: 'ANY' })).status).toBe(400);
  });

  it('MUST finds every term ignoring accents and case; SHOULD any term', async () => {
    const w = tag();
    const doc = await saveAssignment(t.app.platform.database, {
      slug: `ENCHENTE ${w}`,
      proposal: 'Inundação na Avenida São João deixa famílias ilhadas',
    });
    const key = `assignments:${doc.id}`;
    expect((await searchAs(t, cookies.reader, { q: `INUNDACAO sao ${w}` })).keys).toEqual([key]);
    expect((await searchAs(t, cookies.reader, { q: `inundação ${w} ausente` })).keys).toEqual([]);
    expect((await searchAs(t, cookies.reader, { q: `ausente ${w}`, mode: 'SHOULD' })).keys).toEqual(
      [key],
    );
    const hit = (await searchAs(t, cookies.reader, { q: `familias ${w}` })).body!.data[0]!;
    expect(hit).toMatchObject({
      kind: 'assignments',
      id: doc.id,
      title: `ENCHENTE ${w}`,
      date: '2026-05-04',
    });
    expect(hit.snippet).toContain('<mark>famílias</mark>');
  });

  it('PHRASE needs the words together and in order', async () => {
    const w = tag();
    const doc = await saveNewsReport(t.app.platform.database, {
      slug: w,
      lead: 'O prefeito anunciou obras na ponte',
    });
    const key = `newsreports:${doc.id}`;
    const phrase = (q: string) => searchAs(t, cookies.reader, { q: `${w} ${q}`, mode: 'PHRASE' });
    expect(
      (await searchAs(t, cookies.reader, { q: `${w} prefeito anunciou`, mode: 'MUST' })).keys,
    ).toEqual([key]);
    // The slug is the title: "<w> O prefeito anunciou" is not adjacent text, so search the lead alone.
    expect(
      (
        await searchAs(t, cookies.reader, {
          q: 'PREFEITO anunciou obras',
          mode: 'PHRASE',
          kinds: 'newsreports',
        })
      ).keys,
    ).toContain(key);
    expect(
      (
        await searchAs(t, cookies.reader, {
          q: 'anunciou prefeito obras',
          mode: 'PHRASE',
          kinds: 'newsreports',
        })
      ).keys,
    ).not.toContain(key);
    expect((await phrase('')).keys).toEqual([key]);
  });

  it('FUZZY finds one-letter typos (accents and case ignored); MUST does not', async () => {
    const w = tag();
    const doc = await saveProduction(t.app.platform.database, {
      slug: `GRAVACAO ${w}`,
      local: 'Estádio Municipal da Enchente',
    });
    const key = `productions:${doc.id}`;
    // Productions only: another test's assignment says "enchente" too, and two random tags that
    // share their first letters are one typo apart for FUZZY.
    const fuzzy = (q: string) =>
      searchAs(t, cookies.reader, { q, mode: 'FUZZY', kinds: 'productions' });
    const found = await fuzzy(`MUNISIPAL ${w}`);
    expect(found.keys).toEqual([key]);
    expect(found.body!.data[0]!.score).toBeGreaterThan(0.5);
    expect(found.body!.data[0]!.snippet).toContain('<mark>Municipal</mark>');
    expect((await fuzzy(`estadyo ${w}`)).keys).toEqual([key]);
    expect((await fuzzy(`ENCHENTI ${w}`)).keys).toEqual([key]);
    // Two letters off in a 7-letter word (x for ch): within its edits, below the trigram threshold.
    expect((await fuzzy(`enxente ${w}`)).keys).toEqual([key]);
    expect((await fuzzy(`bicicleta ${w}`)).keys).toEqual([]);
    expect((await searchAs(t, cookies.reader, { q: `munisipal ${w}`, mode: 'MUST' })).keys).toEqual(
      [],
    );
  });

  it('filters by kind, date range, program and author', async () => {
    const w = tag();
    const story = await saveStory(t.app.platform.database, {
      slug: w,
      programId: openProgramId,
      ownerId: ids.other,
      date: '2026-06-01',
    });
    const assignment = await saveAssignment(t.app.platform.database, {
      slug: w,
      date: '2026-06-10',
    });
    const q = (extra: Record<string, string>) => searchAs(t, cookies.reader, { q: w, ...extra });
    expect((await q({})).keys.sort()).toEqual(
      [`assignments:${assignment.id}`, `stories:${story.id}`].sort(),
    );
    expect((await q({ kinds: 'stories' })).keys).toEqual([`stories:${story.id}`]);
    expect((await q({ from: '2026-06-05' })).keys).toEqual([`assignments:${assignment.id}`]);
    expect((await q({ to: '2026-06-05' })).keys).toEqual([`stories:${story.id}`]);
    expect((await q({ programId: String(openProgramId) })).keys).toEqual([`stories:${story.id}`]);
    expect((await q({ authorId: String(ids.other) })).keys).toEqual([`stories:${story.id}`]);
    expect((await searchAs(t, cookies.storyOnly, { q: w })).keys).toEqual([`stories:${story.id}`]);
    const paged = await q({ size: '1', page: '1' });
    expect(paged.body).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(paged.keys).toHaveLength(1);
  });

  it('never shows private documents of others nor documents of programs of other groups', async () => {
    const w = tag();
    const mine = await saveStory(t.app.platform.database, {
      slug: w,
      isPrivate: true,
      ownerId: ids.reader,
    });
    const shared = await saveStory(t.app.platform.database, {
      slug: w,
      isPrivate: true,
      ownerId: ids.other,
      allowedUserIds: [ids.reader],
    });
    const hidden = await saveStory(t.app.platform.database, {
      slug: w,
      isPrivate: true,
      ownerId: ids.other,
    });
    const restricted = await saveAssignment(t.app.platform.database, {
      slug: w,
      programsIds: [restrictedProgramId],
    });
    const keys = (await searchAs(t, cookies.reader, { q: w })).keys;
    expect(keys.sort()).toEqual([`stories:${mine.id}`, `stories:${shared.id}`].sort());
    expect(keys).not.toContain(`stories:${hidden.id}`);
    const memberKeys = (await searchAs(t, cookies.member, { q: w })).keys;
    expect(memberKeys).toContain(`assignments:${restricted.id}`);
    expect(memberKeys).not.toContain(`stories:${hidden.id}`);
  });
});

describe('indexing with the save', () => {
  it('indexes in the save transaction: visible inside it, never after a rollback', async () => {
    const w = tag();
    await expect(
      t.app.platform.database.db.transaction(async (tx) => {
        const [row] = await tx.insert(stories).values({ slug: w }).returning();
        await emit(tx, null, indexTrigger('stories', 'story', 'CREATE', row!.id));
        const inside = await tx
          .select()
          .from(searchDocuments)
          .where(and(eq(searchDocuments.kind, 'stories'), eq(searchDocuments.documentId, row!.id)));
        expect(inside).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await searchAs(t, cookies.reader, { q: w })).keys).toEqual([]);
  });

  it('follows updates, and an excluded document leaves the index', async () => {
    const w = tag();
    const story = await saveStory(t.app.platform.database, {
      slug: 'ANTES',
      information: `velho ${w}`,
    });
    expect((await searchAs(t, cookies.reader, { q: w })).keys).toEqual([`stories:${story.id}`]);
    await saveStory(t.app.platform.database, { information: `novo ${w}` }, story.id);
    expect((await searchAs(t, cookies.reader, { q: `velho ${w}` })).keys).toEqual([]);
    expect((await searchAs(t, cookies.reader, { q: `novo ${w}` })).keys).toEqual([
      `stories:${story.id}`,
    ]);
    await saveStory(t.app.platform.database, { excluded: true }, story.id);
    expect((await searchAs(t, cookies.reader, { q: w })).keys).toEqual([]);
  });

  it('ignores events of other entities and without a document id', async () => {
    const w = tag();
    const story = await tdb.database.db.insert(stories).values({ slug: w }).returning();
    await t.app.platform.database.db.transaction(async (tx) => {
      await emit(tx, null, indexTrigger('stories', 'block', 'UPDATE', story[0]!.id));
      await emit(tx, null, indexTrigger('stories', 'story', 'MOVE', null, { rundownIds: [1] }));
    });
    expect((await searchAs(t, cookies.reader, { q: w })).keys).toEqual([]);
  });
});

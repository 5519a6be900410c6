import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { emit, withEmitHook } from '../../platform/realtime/outbox';
import { until } from '../mos/mos.testkit';
import type { Rundown, StoryRow } from '@newsroom/domain';
import { outbox, programs, rundownLogs, rundowns, stories } from '../../platform/db/schema';
import { createUser, loginCookie, testClock, type TestApp } from '../../test/testApp';
import { testActor } from '../../test/testActor';
import { holding } from '../../test/holding';
import { useTwoInstances } from '../../test/useTwoInstances';
import { afterCommit } from './rundowns.afterCommit';
import { mutateRundowns, type Mutation } from './rundowns.mutation';
import { rundownsRepository } from './rundowns.repository';
import { foundIn } from './rundowns.resolvers';
import { EDITOR, unique } from './rundowns.testkit';

const clock = testClock();
const { tdb, one, two } = useTwoInstances(clock);

/** The newsroom's local date and time (America/Sao_Paulo) of an instant. */
function localAt(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

async function call(
  t: TestApp,
  method: 'POST' | 'PUT' | 'PATCH' | 'GET',
  url: string,
  cookie: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: { cookie } });
}

/** A rundown of one story, created on instance one (200 expected). */
async function rundownWithStory(cookie: string): Promise<{ rundown: Rundown; story: StoryRow }> {
  const [program] = await tdb.database.db
    .insert(programs)
    .values({ name: unique('Jornal'), start: '12:00:00', end: '13:00:00' })
    .returning();
  const date = localAt(new Date(clock.now().getTime() + 86_400_000)).date;
  const rundown = (
    await call(one, 'POST', '/api/rundowns', cookie, { date, programId: program!.id })
  ).json<Rundown>();
  const story = (
    await call(one, 'POST', `/api/blocks/${rundown.blocks[0]!.id}/stories`, cookie)
  ).json<StoryRow>();
  return { rundown, story };
}

/** An editor (their cookie on instance one), a rundown of one story they made, a root actor. */
async function editorsRundown() {
  const editor = await createUser(tdb.database, { permissions: EDITOR });
  const cookie = await loginCookie(one.app, editor.nickname);
  const actor = testActor(EDITOR, { isRoot: true });
  return { cookie, actor, ...(await rundownWithStory(cookie)) };
}

describe('rundown mutations', () => {
  it('follow a change of the locks settings made on either instance at their next mutation', async () => {
    const editor = await createUser(tdb.database, { permissions: EDITOR });
    const admin = await createUser(tdb.database, { permissions: { admin: 'write' } });
    const editorOn = {
      one: await loginCookie(one.app, editor.nickname),
      two: await loginCookie(two.app, editor.nickname),
    };
    const adminOn = {
      one: await loginCookie(one.app, admin.nickname),
      two: await loginCookie(two.app, admin.nickname),
    };
    const { rundown, story } = await rundownWithStory(editorOn.one);
    // The show ended two hours ago: closed with the default 60 minutes, open with 180.
    const ended = localAt(new Date(clock.now().getTime() - 2 * 3_600_000));
    await tdb.database.db
      .update(rundowns)
      .set({ date: ended.date, start: '00:00:00', end: ended.time })
      .where(eq(rundowns.id, rundown.id));
    const patch = (t: TestApp, cookie: string) =>
      call(t, 'PATCH', `/api/stories/${story.id}`, cookie, { field: 'slug', value: unique('VT') });
    const setInterval = async (t: TestApp, cookie: string, lockIntervalMinutes: number) => {
      const current = (await call(t, 'GET', '/api/settings/locks', cookie)).json<{
        version: number;
      }>();
      const saved = await call(t, 'PUT', '/api/settings/locks', cookie, {
        lockIntervalMinutes,
        version: current.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };

    const closed = await patch(one, editorOn.one);
    expect(closed.statusCode, closed.body).toBe(422);
    expect(closed.json().message).toBe('rundown:closed');
    await setInterval(two, adminOn.two, 180);
    expect((await patch(one, editorOn.one)).statusCode).toBe(200);
    expect((await patch(two, editorOn.two)).statusCode).toBe(200);
    await setInterval(one, adminOn.one, 60);
    expect((await patch(two, editorOn.two)).json().message).toBe('rundown:closed');
    expect((await patch(one, editorOn.one)).json().message).toBe('rundown:closed');
  });

  it('start a row-only mutation over when its story left the locked rundown meanwhile', async () => {
    const { cookie, actor, story } = await editorsRundown();
    const { rundown: elsewhere } = await rundownWithStory(cookie);
    let attempts = 0;
    const locked = await mutateRundowns(
      one.app.platform,
      actor,
      // The first attempt names the rundown the story was in before a move.
      async (db) =>
        ++attempts === 1
          ? [elsewhere.id]
          : [...(await rundownsRepository.rundownIdsOfStories(db, [story.id])).values()],
      async (m) => {
        const located = await rundownsRepository.findStoryInRundown(m.tx, story.id);
        return m.row(located!.rundownId).row.id;
      },
      'row',
    );
    expect(attempts).toBe(2);
    expect(locked).not.toBe(elsewhere.id);
  });

  // On PGlite nothing moves while a mutation waits (one transaction at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'start a field patch over when its story left the rundown while it waited for the lock',
    async () => {
      const { cookie, rundown, story } = await editorsRundown();
      const { rundown: elsewhere } = await rundownWithStory(cookie);
      const repository = rundownsRepository as { lockAndOpenStory: (...args: never[]) => unknown };
      const open = repository.lockAndOpenStory;
      let openings = 0;
      repository.lockAndOpenStory = (...args) => (openings++, open(...args));
      // A move takes the rundown's lock alone, and commits the story's new block.
      const move = await holding(tdb.database.db, async (tx) => {
        await rundownsRepository.lockRundown(tx, rundown.id);
        await tx
          .update(stories)
          .set({ blockId: elsewhere.blocks[0]!.id, index: 1 })
          .where(eq(stories.id, story.id));
      });
      try {
        const patched = call(one, 'PATCH', `/api/stories/${story.id}`, cookie, {
          field: 'slug',
          value: 'DE MUDANÇA',
        });
        const waiting = sql`SELECT count(*)::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND objid = ${rundown.id} AND NOT granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
        await until(
          async () =>
            ((await tdb.database.db.execute(waiting)) as unknown as { rows: { n: number }[] })
              .rows[0]!.n,
          (n) => n > 0,
        );
        await move.end();
        const answer = await patched;
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toMatchObject({ slug: 'DE MUDANÇA' });
        // It found the story in its first rundown, locked that one, then saw it gone: again.
        expect(openings).toBe(2);
      } finally {
        await move.end();
        repository.lockAndOpenStory = open;
      }
    },
  );

  // On PGlite nothing moves between a resolve and its locks (one transaction at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'start a tree mutation over when the trees show a story it named left the rundown it was in',
    async () => {
      const { cookie, actor, rundown, story } = await editorsRundown();
      const { rundown: elsewhere } = await rundownWithStory(cookie);
      let attempts = 0;
      const locked = await mutateRundowns(
        one.app.platform,
        actor,
        // The first attempt finds the story where it was before a move.
        foundIn(async (db) => ({
          stories:
            ++attempts === 1
              ? new Map([[story.id, elsewhere.id]])
              : await rundownsRepository.rundownIdsOfStories(db, [story.id]),
        })),
        async (m) => m.rundownIds,
      );
      expect(attempts).toBe(2);
      expect(locked).toEqual([rundown.id]);
    },
  );

  it('build an answer given for after the commit once committed, never after a failure', async () => {
    const { actor, rundown } = await editorsRundown();
    // The platform's database, telling when a transaction of it committed.
    let commits = 0;
    const { platform } = one.app;
    const database = {
      ...platform.database,
      db: withEmitHook(
        platform.database.db,
        { before: async () => undefined, after: () => undefined },
        () => void commits++,
      ),
    };
    const watched = { ...platform, database };
    let built = 0;
    const answer = await mutateRundowns(
      watched,
      actor,
      async () => [rundown.id],
      async (m) => {
        await m.bump(rundown.id);
        return afterCommit(() => ({ built: ++built, commits }));
      },
    );
    expect(answer).toEqual({ built: 1, commits: 1 });

    const refused = mutateRundowns(
      watched,
      actor,
      async () => [rundown.id],
      async (m) => {
        const answer = afterCommit(() => ++built);
        if (m.rundownIds.length > 0) throw new Error('refused');
        return answer;
      },
    );
    await expect(refused).rejects.toThrow('refused');
    expect(built).toBe(1);
  });

  it('write the log and version bump a body held back, with its event or at its end, never on failure', async () => {
    const { cookie, actor, rundown, story } = await editorsRundown();
    const state = async () => {
      const [row] = await tdb.database.db
        .select({ version: rundowns.version })
        .from(rundowns)
        .where(eq(rundowns.id, rundown.id));
      const logs = await tdb.database.db
        .select({ label: rundownLogs.label })
        .from(rundownLogs)
        .where(eq(rundownLogs.rundownId, rundown.id));
      const events = await tdb.database.db
        .select({ version: outbox.version })
        .from(outbox)
        .where(and(eq(outbox.topic, 'stories'), eq(outbox.entityId, String(story.id))));
      return { version: row!.version, labels: logs.map((l) => l.label), events };
    };
    const before = await state();
    const log = (m: Mutation, label: string) =>
      m.log(rundown.id, { action: 'update', entity: 'story', entityId: story.id, label });

    // Logged and bumped, then refused: nothing of it is written.
    const refused = mutateRundowns(
      one.app.platform,
      actor,
      async () => [rundown.id],
      async (m) => {
        await log(m, 'refused');
        await m.bump(rundown.id);
        throw new Error('refused');
      },
    );
    await expect(refused).rejects.toThrow('refused');
    expect(await state()).toEqual(before);

    // Logged and bumped without an event: written when the body ends.
    const bumped = await mutateRundowns(
      one.app.platform,
      actor,
      async () => [rundown.id],
      async (m) => {
        await log(m, 'no event');
        return m.bump(rundown.id);
      },
    );
    expect(bumped).toBe(before.version + 1);
    const quiet = await state();
    expect(quiet.version).toBe(bumped);
    expect(quiet.labels).toEqual([...before.labels, 'no event']);

    // A PATCH: its log row, the bump and its event carry the same version.
    const patched = await call(one, 'PATCH', `/api/stories/${story.id}`, cookie, {
      field: 'slug',
      value: 'ENCHENTE',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await state();
    expect(after.version).toBe(bumped + 1);
    expect(after.labels).toEqual([...quiet.labels, 'ENCHENTE']);
    expect(after.events.map((e) => e.version)).toEqual([
      ...quiet.events.map((e) => e.version),
      after.version,
    ]);
  });

  it('run story field patches of one rundown side by side on both instances, each event its own version', async () => {
    const editor = await createUser(tdb.database, { permissions: EDITOR });
    const cookies = [
      await loginCookie(one.app, editor.nickname),
      await loginCookie(two.app, editor.nickname),
    ];
    const { rundown, story: first } = await rundownWithStory(cookies[0]!);
    const storyIds = [first.id];
    for (let i = 1; i < 4; i++) {
      const added = await call(
        one,
        'POST',
        `/api/blocks/${rundown.blocks[0]!.id}/stories`,
        cookies[0]!,
      );
      storyIds.push(added.json<StoryRow>().id);
    }
    const versionOf = async () =>
      (
        await tdb.database.db
          .select({ version: rundowns.version })
          .from(rundowns)
          .where(eq(rundowns.id, rundown.id))
      )[0]!.version;
    const before = await versionOf();
    const [lastEvent] = await tdb.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(1);

    // Twenty patches at once, five per story, half on each instance.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? two : one, 'PATCH', `/api/stories/${storyIds[i % 4]}`, cookies[i % 2]!, {
          field: 'slug',
          value: `PATCH ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await versionOf()).toBe(before + 20);
    const events = await tdb.database.db
      .select({ version: outbox.version, data: outbox.data })
      .from(outbox)
      .where(and(gt(outbox.id, lastEvent!.id), eq(outbox.topic, 'stories')))
      .orderBy(asc(outbox.id));
    // Written in version order, one version each, none skipped.
    expect(events.map((e) => e.version)).toEqual(
      Array.from({ length: 20 }, (_, i) => before + 1 + i),
    );
    // Each story ends with the slug of its last event.
    const stored = await tdb.database.db
      .select({ id: stories.id, slug: stories.slug })
      .from(stories)
      .where(inArray(stories.id, storyIds));
    for (const { id, slug } of stored) {
      const last = events.filter((e) => (e.data as { id: number }).id === id).at(-1);
      expect((last!.data as { value: string }).value).toBe(slug);
    }
  });

  it('never let two side-by-side patches of one story break a rule between its fields', async () => {
    const editor = await createUser(tdb.database, { permissions: EDITOR });
    const cookies = [
      await loginCookie(one.app, editor.nickname),
      await loginCookie(two.app, editor.nickname),
    ];
    const { story } = await rundownWithStory(cookies[0]!);
    // Approving checks the story is not private, hiding that it is not approved.
    const [approve, hide] = await Promise.all([
      call(one, 'PATCH', `/api/stories/${story.id}`, cookies[0]!, {
        field: 'approved',
        value: true,
      }),
      call(two, 'PATCH', `/api/stories/${story.id}`, cookies[1]!, {
        field: 'isPrivate',
        value: true,
      }),
    ]);
    const [row] = await tdb.database.db
      .select({ approved: stories.approved, isPrivate: stories.isPrivate })
      .from(stories)
      .where(eq(stories.id, story.id));
    expect(row!.approved && row!.isPrivate).toBe(false);
    expect([approve.statusCode, hide.statusCode].sort()).toEqual([200, 422]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'give a side-by-side patch its event id only once it holds the rundown row',
    async () => {
      const { cookie, rundown, story } = await editorsRundown();
      // Another transaction holds the rundown row: the patch's event statement waits for it.
      const holder = await holding(tdb.database.db, (tx) =>
        tx.update(rundowns).set({ updatedAt: new Date() }).where(eq(rundowns.id, rundown.id)),
      );
      const patched = call(one, 'PATCH', `/api/stories/${story.id}`, cookie, {
        field: 'slug',
        value: 'EM ESPERA',
      });
      // Both drivers answer `rows`. The statement carrying the bump and COMMIT runs prepared
      // (`commitWith`): its text is the EXECUTE of a held-writes statement.
      const waiting = sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'EXECUTE "inlined_held_writes_%'`;
      await until(
        async () =>
          ((await tdb.database.db.execute(waiting)) as unknown as { rows: { n: number }[] })
            .rows[0]!.n,
        (n) => n > 0,
      );
      // An event written meanwhile elsewhere comes before the waiting patch's.
      const meanwhile = await emit(tdb.database.db, null, {
        topic: 'sessions',
        action: 'LOGGED_OUT',
        entity: 'session',
        id: 'meanwhile',
        data: { userId: 0, online: false },
      });
      await holder.end();
      expect((await patched).statusCode).toBe(200);
      const [event] = await tdb.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.topic, 'stories'), eq(outbox.entityId, String(story.id))))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(event!.id).toBeGreaterThan(meanwhile.id);
    },
  );
});

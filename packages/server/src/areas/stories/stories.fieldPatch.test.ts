import { and, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { outbox, rundownLogs, stories } from '../../platform/db/schema';
import { holding } from '../../test/holding';
import { until } from '../mos/mos.testkit';
import { rundownsRepository } from '../rundowns';
import { firstBlock, useRundownKit } from '../rundowns/rundowns.testkit';

const kit = useRundownKit();
const editor = kit.userForAll();

/** A story of a new rundown, made by the editor. */
async function editorsStory(patch: Record<string, unknown> = {}) {
  const rundown = await kit.rundown(editor.cookie);
  return kit.addStory(editor.cookie, firstBlock(rundown).id, patch);
}

/** The story's stored row, its log rows and its events, to compare before and after. */
async function traces(storyId: number) {
  const { db } = kit.tdb.database;
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
  const [logs] = await db
    .select({ n: count() })
    .from(rundownLogs)
    .where(and(eq(rundownLogs.entity, 'story'), eq(rundownLogs.entityId, storyId)));
  const [events] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.topic, 'stories'), eq(outbox.entityId, String(storyId))));
  return { row, logs: logs!.n, events: events!.n };
}

describe('a story field patch written with its opening', () => {
  it('changes nothing when a check after the write refuses it', async () => {
    const story = await editorsStory({ isPrivate: true });
    const before = await traces(story.id);
    // The value parses, so it is written first; approving a private story is then refused.
    const approve = await kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
      field: 'approved',
      value: true,
    });
    expect(approve.statusCode, approve.body).toBe(422);
    expect(approve.json().details).toMatchObject({
      field: 'approved',
      newValue: true,
      oldValue: false,
    });
    expect(await traces(story.id)).toEqual(before);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends the write in the message taking the lock, then the event with COMMIT',
    async () => {
      const story = await editorsStory();
      const patch = (value: string) =>
        kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, { field: 'slug', value });
      await patch('AQUECIDA'); // its statements are prepared on a connection
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        expect((await patch('EM UMA MENSAGEM')).statusCode).toBe(200);
        const texts = query.mock.calls
          .map(([sent]) => (typeof sent === 'string' ? sent : (sent as { text: string }).text))
          .filter((text) => !text.startsWith('PREPARE'));
        expect(texts).toHaveLength(2);
        expect(texts[0]).toMatch(
          /^begin;\nEXECUTE "inlined_rundown_lock_story_rundown"\(.*\);\nEXECUTE "inlined_rundown_mutation_row_of_story"\(.*\);\nEXECUTE "inlined_story_update_\d+"\('EM UMA MENSAGEM'/,
        );
        expect(texts[1]).toMatch(/^EXECUTE "inlined_held_writes_\d+"\(.*;\ncommit$/s);
      } finally {
        query.mockRestore();
      }
    },
  );

  // On PGlite no other transaction runs beside the patch.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'starts over when another write of the story came between its opening and its write',
    async () => {
      const story = await editorsStory({ slug: 'ANTES' });
      const open = rundownsRepository.lockAndOpenStory;
      let openings = 0;
      rundownsRepository.lockAndOpenStory = (...args) => (openings++, open(...args));
      // Another transaction changes the slug and keeps the row locked: the patch's write waits.
      const other = await holding(kit.tdb.database.db, (tx) =>
        tx
          .update(stories)
          .set({ slug: 'OUTRA', version: sql`${stories.version} + 1` })
          .where(eq(stories.id, story.id)),
      );
      try {
        const patched = kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
          field: 'slug',
          value: 'DEPOIS',
        });
        const waiting = sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%inlined_story_update_%'`;
        await until(
          async () =>
            ((await kit.tdb.database.db.execute(waiting)) as unknown as { rows: { n: number }[] })
              .rows[0]!.n,
          (n) => n > 0,
        );
        await other.end();
        const answer = await patched;
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toMatchObject({ slug: 'DEPOIS', version: story.version + 2 });
        // Read again, the other write's slug is what the patch replaced.
        expect(openings).toBe(2);
        const [logged] = await kit.tdb.database.db
          .select({ details: rundownLogs.details })
          .from(rundownLogs)
          .where(and(eq(rundownLogs.entity, 'story'), eq(rundownLogs.entityId, story.id)))
          .orderBy(sql`${rundownLogs.id} desc`)
          .limit(1);
        expect(logged!.details).toMatchObject({
          field: 'slug',
          oldValue: 'OUTRA',
          newValue: 'DEPOIS',
        });
      } finally {
        await other.end();
        rundownsRepository.lockAndOpenStory = open;
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rundownLogs, settings, stories } from '../../platform/db/schema';
import { runJobOnce } from '../../platform/jobs/scheduler';
import { retentionJob } from '../../platform/jobs/retention';
import { EDITOR, firstBlock, useRundownKit } from './rundowns.testkit';

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: { ...EDITOR, program: 'admin', admin: 'write' } });

describe('what rundowns tell the rest of the system', () => {
  it('makes a program with a rundown one that can only be disabled', async () => {
    const programId = await kit.program();
    await kit.rundown(editor.cookie, { programId });
    const refused = await kit.call('DELETE', `/api/programs/${programId}`, editor.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('program:hasContent');

    const empty = await kit.program();
    expect(
      (await kit.call('DELETE', `/api/programs/${empty}`, editor.cookie)).statusCode,
    ).toBeLessThan(300);
  });

  it('purges rundown logs and long-deleted stories by the retention settings', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, { slug: 'APAGADA' });
    expect(
      (await kit.call('DELETE', `/api/stories/${story.id}`, editor.cookie)).statusCode,
    ).toBeLessThan(300);
    const db = kit.tdb.database.db;
    expect(
      (await db.select().from(rundownLogs).where(eq(rundownLogs.rundownId, rundown.id))).length,
    ).toBeGreaterThan(0);
    const retention = {
      chatHistory: 30,
      deletedDocuments: 10,
      notices: 30,
      rundownLogs: 10,
      documentVersions: 90,
    };
    await db
      .insert(settings)
      .values({ key: 'retention', value: retention })
      .onConflictDoUpdate({ target: settings.key, set: { value: retention } });

    await runJobOnce(
      kit.t.app.platform.database,
      retentionJob(kit.t.app.platform.areas),
      new Date(Date.now() + 5 * 86_400_000),
    );
    expect(
      (await db.select().from(rundownLogs).where(eq(rundownLogs.rundownId, rundown.id))).length,
    ).toBeGreaterThan(0);
    expect(await db.select().from(stories).where(eq(stories.id, story.id))).toHaveLength(1);

    await runJobOnce(
      kit.t.app.platform.database,
      retentionJob(kit.t.app.platform.areas),
      new Date(Date.now() + 11 * 86_400_000),
    );
    expect(
      await db.select().from(rundownLogs).where(eq(rundownLogs.rundownId, rundown.id)),
    ).toHaveLength(0);
    expect(await db.select().from(stories).where(eq(stories.id, story.id))).toHaveLength(0);
  });
});

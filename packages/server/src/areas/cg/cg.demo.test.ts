import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { newsReports, programs, stories } from '../../platform/db/schema';
import { bootstrapDemo } from '../../demo/demoTestkit';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { sectionsOf } from '../stories/story.presenter';
import { assertNewsReportCgs, assertStoryCgs } from './cg.service';
import type { NewsReportCg } from '@newsroom/domain';

/** The demo newsroom keeps the CG rules: its CGs use the templates of their programs' CG device. */

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await bootstrapDemo(tdb.database, new Date('2025-03-10T15:00:00Z'));
});
afterAll(async () => tdb.drop());

describe('demo CGs', () => {
  it('use templates of the program CG device with values that fit', async () => {
    const db = tdb.database.db;
    const linked = await db.select().from(programs).where(isNotNull(programs.cgDeviceId));
    expect(linked.length).toBeGreaterThan(0);
    const withProgram = await db.select().from(stories).where(isNotNull(stories.programId));
    expect(withProgram.length).toBeGreaterThan(0);
    for (const story of withProgram)
      await expect(
        assertStoryCgs(db, story.programId, sectionsOf(story.sections)),
        story.slug,
      ).resolves.toBeUndefined();
    for (const report of await db.select().from(newsReports))
      await expect(
        assertNewsReportCgs(db, report.programsIds, report.cgs as NewsReportCg[]),
        report.slug,
      ).resolves.toBeUndefined();
  });
});

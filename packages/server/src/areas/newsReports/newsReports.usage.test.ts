import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  classifications,
  editorials,
  newsReports,
  programs,
  vehicles,
} from '../../platform/db/schema';
import { buildAreaRegistry } from '../../platform/areas/registry';
import { newsReportsManifest } from './newsReports.manifest';
import { createReport, useNewsReportsWorld, slug } from './newsReports.testkit';

/** The counters the news reports area declares, alone. */
const { usageCount } = buildAreaRegistry([newsReportsManifest]);

const w = useNewsReportsWorld();

describe('news report usage counters', () => {
  it('counts vehicles, editorials and classifications of live reportages, and programs of any', async () => {
    const db = w.tdb.database.db;
    const [vehicle] = await db
      .insert(vehicles)
      .values({ name: `TV ${slug()}`, type: 'TV' })
      .returning();
    const [editorial] = await db
      .insert(editorials)
      .values({ name: `Cidades ${slug()}` })
      .returning();
    const [classification] = await db
      .insert(classifications)
      .values({ name: `Factual ${slug()}` })
      .returning();
    const [program] = await db
      .insert(programs)
      .values({ name: `Jornal ${slug()}`, start: '06:00', end: '07:00' })
      .returning();
    const a = await createReport(w, w.cookies.writer, {
      vehiclesIds: [vehicle!.id],
      editorialsIds: [editorial!.id],
      classificationId: classification!.id,
      programsIds: [program!.id],
    });
    expect(await usageCount(db, 'vehicle', vehicle!.id)).toBe(1);
    expect(await usageCount(db, 'editorial', editorial!.id)).toBe(1);
    expect(await usageCount(db, 'classification', classification!.id)).toBe(1);
    expect(await usageCount(db, 'program', program!.id)).toBe(1);
    await db.update(newsReports).set({ excluded: true }).where(eq(newsReports.id, a.id));
    expect(await usageCount(db, 'vehicle', vehicle!.id)).toBe(0);
    expect(await usageCount(db, 'classification', classification!.id)).toBe(0);
    expect(await usageCount(db, 'program', program!.id)).toBe(1);
  });
});

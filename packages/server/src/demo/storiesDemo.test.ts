import { newsroomToday } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import type { Paged, StorySummary } from '@newsroom/domain';
import { eq } from 'drizzle-orm';
import { stories } from '../platform/db/schema';
import { listRevisions } from '../platform/documents/revisions';
import { loginCookie } from '../test/testApp';
import { useDemoApp } from './demoTestkit';
import { DEMO_PASSWORD } from './demoData';

const now = new Date('2025-03-10T15:00:00Z');
const today = newsroomToday('America/Sao_Paulo', now);

const { tdb, t } = useDemoApp(now);

describe('stories demo', () => {
  it('gives rundown stories timed sections, fills the drawer (one private story) and two revisions', async () => {
    const editor = await loginCookie(t.app, 'editor', DEMO_PASSWORD);
    const drawer = (
      await t.app.inject({
        url: `/api/stories/filter?filter=DRAWER&date=${today}`,
        headers: { cookie: editor },
      })
    ).json<Paged<StorySummary>>();
    expect(drawer.total).toBe(4);
    expect(drawer.data.filter((s) => s.isPrivate)).toMatchObject([{ visible: false, slug: '' }]);
    // Several programs may have a rain story; the revised one is Jornal da Manhã's.
    const rains = await tdb.database.db
      .select()
      .from(stories)
      .where(eq(stories.slug, 'CHUVA EM SP'));
    const revised = [];
    for (const story of rains) {
      const revisions = await listRevisions(tdb.database.db, {
        entityType: 'story',
        entityId: story.id,
      });
      if (revisions.length > 0) revised.push({ story, revisions });
    }
    expect(revised).toHaveLength(1);
    const { story: rain, revisions } = revised[0]!;
    const sections = rain.sections as { type: string; durationMs: number }[];
    expect(sections.map((s) => s.type)).toEqual(['HEADER', 'VT', 'FOOTER']);
    expect(rain.vtMs).toBe(95_000);
    expect(rain.totalMs).toBe(rain.headMs + rain.vtMs + rain.footerMs);
    expect(rain.headMs).toBeGreaterThan(0);
    expect(revisions.map((r) => r.revisorNickname)).toEqual(['editor', 'reporter']);
  });
});

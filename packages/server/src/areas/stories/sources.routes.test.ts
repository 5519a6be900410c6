import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Rundown, Section, StoryDocument, StoryRow } from '@newsroom/domain';
import { section, subsection } from '@newsroom/domain/src/testing';
import { stories } from '../../platform/db/schema';
import { EDITOR, READER, firstBlock, useRundownKit } from '../rundowns/rundowns.testkit';
import { buildAreaRegistry } from '../../platform/areas/registry';
import { startTestApp, testClock } from '../../test/testApp';
import { AREA_MANIFESTS } from '../manifests';

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

/** 40 spoken characters: 3 s at the default 0.075 s/char. */
const HEAD_TEXT = 'A chuva forte alagou ruas da zona leste.';
const sections = (): Section[] => [
  section({
    type: 'HEADER',
    subSections: [
      subsection({ uuid: 'head-1', type: 'CAMERA_TEXT', camera: '1', text: HEAD_TEXT }),
    ],
  }),
  section({
    type: 'VT',
    cueIn: 'A água subiu',
    cueOut: 'para casa.',
    subSections: [
      subsection({
        uuid: 'vt-1',
        type: 'MOS_VIDEO',
        slug: 'VT CHUVA',
        status: 'ready',
        channel: 'A',
        edDurMs: 90_000,
      }),
    ],
  }),
];

const copy = (body: Record<string, unknown>, cookie = editor.cookie) =>
  kit.call('POST', '/api/stories/sources', cookie, { sourceType: 'story', ...body });

describe('stories from sources', () => {
  it('requires a session and the story write role', async () => {
    expect((await copy({ sourceId: 1, destination: 'ON_DRAWER' }, '')).statusCode).toBe(401);
    const reader = await kit.userWith({ permissions: READER });
    expect((await copy({ sourceId: 1, destination: 'ON_DRAWER' }, reader.cookie)).statusCode).toBe(
      403,
    );
  });

  it('copies a story into the drawer and into a block: content, owner = caller, not approved, durations recomputed', async () => {
    const author = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(author.cookie);
    const source = await kit.addStory(author.cookie, firstBlock(rundown).id, {
      slug: 'CHUVA',
      approved: true,
      information: 'Sonoras',
    });
    await kit.tdb.database.db
      .update(stories)
      .set({ sections: sections(), mediaCode: 'MC-1' })
      .where(eq(stories.id, source.id));

    const drawer = await copy({ sourceId: source.id, destination: 'ON_DRAWER' });
    expect(drawer.statusCode).toBe(201);
    const doc = drawer.json<StoryDocument>();
    expect(doc).toMatchObject({
      slug: 'CHUVA',
      location: 'drawer',
      date: kit.today,
      programId: rundown.programId,
      ownerId: editor.id,
      approved: false,
      isPrivate: false,
      information: 'Sonoras',
      mediaCode: 'MC-1',
      headMs: 3000,
      vtMs: 90_000,
      totalMs: 93_000,
    });
    expect(doc.sections.map((s) => [s.type, s.durationMs])).toEqual([
      ['HEADER', 3000],
      ['VT', 90_000],
    ]);

    const target = await kit.rundown(editor.cookie);
    const first = await kit.addStory(editor.cookie, firstBlock(target).id);
    const before = await kit.load(editor.cookie, target.id);
    const placed = await copy({
      sourceId: source.id,
      destination: 'TO_AIR',
      targetBlockId: firstBlock(target).id,
      targetStoryId: first.id,
    });
    expect(placed.statusCode).toBe(201);
    const placedDoc = placed.json<StoryDocument>();
    expect(placedDoc).toMatchObject({
      location: 'rundown',
      rundownId: target.id,
      programId: target.programId,
      totalMs: 93_000,
    });
    const after = await kit.load(editor.cookie, target.id);
    expect(after.blocks[0]!.stories.map((s) => s.id)).toEqual([placedDoc.id, first.id]);
    expect(after.version).toBe(before.version + 1);
  });

  it('answers 422 story:sourceUnavailable for an unregistered source and 404/403 for stories it may not copy, creating nothing', async () => {
    const count = async () =>
      (await kit.tdb.database.db.select({ id: stories.id }).from(stories)).length;
    const before = await count();
    // The news reports area offers 'reportage': an app without that area answers it is unavailable.
    const withoutNewsReports = await startTestApp(
      kit.tdb.database,
      testClock(),
      {},
      buildAreaRegistry(AREA_MANIFESTS.filter((manifest) => !manifest.storySources?.reportage)),
    );
    const newsReport = await withoutNewsReports.app
      .inject({
        method: 'POST',
        url: '/api/stories/sources',
        headers: { cookie: editor.cookie },
        payload: { sourceType: 'reportage', sourceId: 1, destination: 'ON_DRAWER' },
      })
      .finally(() => withoutNewsReports.close());
    expect(newsReport.statusCode).toBe(422);
    expect(newsReport.json()).toMatchObject({ message: 'story:sourceUnavailable' });
    expect((await copy({ sourceId: 999_999, destination: 'ON_DRAWER' })).statusCode).toBe(404);
    const owner = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(owner.cookie);
    const secret = await kit.addStory(owner.cookie, firstBlock(rundown).id, {
      slug: 'SEGREDO',
      isPrivate: true,
    });
    const afterSetup = await count();
    expect((await copy({ sourceId: secret.id, destination: 'ON_DRAWER' })).statusCode).toBe(403);
    expect(
      (
        await kit.call('POST', '/api/stories/sources', editor.cookie, {
          sourceType: 'nope',
          sourceId: 1,
          destination: 'ON_DRAWER',
        })
      ).statusCode,
    ).toBe(400);
    expect((await copy({ sourceId: secret.id, destination: 'TO_AIR' })).statusCode).toBe(400);
    expect(await count()).toBe(afterSetup);
    expect(afterSetup).toBe(before + 1);
  });
});

describe('story templates with sections', () => {
  it('keeps sections in the template and a story made from it gets them with computed durations', async () => {
    const created = await kit.call('POST', '/api/story_templates', editor.cookie, {
      name: `Abertura ${Date.now()}`,
      programId: null,
      slug: 'ABERTURA',
      estimatedMs: 20_000,
      sections: sections().map((s) => ({ ...s, durationMs: '00:10' })),
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<{ id: number; version: number; sections: Section[] }>();
    expect(template.sections.map((s) => s.type)).toEqual(['HEADER', 'VT']);
    const renamed = await kit.call('PUT', `/api/story_templates/${template.id}`, editor.cookie, {
      name: `Abertura nova ${Date.now()}`,
      programId: null,
      slug: 'ABERTURA',
      version: template.version,
    });
    expect(renamed.json<{ sections: Section[] }>().sections).toHaveLength(2);
    const bad = await kit.call('POST', '/api/story_templates', editor.cookie, {
      name: `Ruim ${Date.now()}`,
      programId: null,
      sections: [{ type: 'HEADER' }, { type: 'HEADER' }],
    });
    expect(bad.statusCode).toBe(400);

    const rundown: Rundown = await kit.rundown(editor.cookie);
    const story = await kit.call(
      'POST',
      `/api/blocks/${firstBlock(rundown).id}/stories/from_template`,
      editor.cookie,
      { storyTemplateId: template.id },
    );
    expect(story.statusCode).toBe(201);
    const row = story.json<StoryRow>();
    expect(row).toMatchObject({ slug: 'ABERTURA', totalMs: 93_000 });
    const [stored] = await kit.tdb.database.db.select().from(stories).where(eq(stories.id, row.id));
    expect(stored).toMatchObject({ headMs: 3000, vtMs: 90_000 });
    expect((stored!.sections as Section[]).map((s) => s.durationMs)).toEqual([3000, 90_000]);

    // Copying stories (POST /stories/copy) copies every content column.
    const copied = await kit.call('POST', '/api/stories/copy', editor.cookie, {
      targetBlockId: firstBlock(rundown).id,
      storiesIds: [row.id],
      targetStoryId: null,
    });
    expect(copied.statusCode).toBe(200);
    const copyId = copied.json<Rundown>().blocks[0]!.stories.at(-1)!.id;
    const [copyRow] = await kit.tdb.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, copyId));
    expect(copyRow).toMatchObject({
      headMs: 3000,
      vtMs: 90_000,
      sections: stored!.sections,
      sourceType: 'story',
      sourceId: row.id,
    });
  });
});

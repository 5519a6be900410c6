import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  hex,
  saveBody,
  useAuthorizationWorld,
  type Call,
  type User,
} from './authorization.testkit';

/**
 * Authorization over HTTP (issue 10, reliability): a user of another group can neither read nor
 * change a restricted program's rundown through any rundown, block, story or drawer route, nor find
 * it in a list or search; nobody but the owner (and allowed users) reads or changes a private story.
 * The socket side is in authorization.socket.test.ts.
 */
const world = useAuthorizationWorld();
const { kit, member, outsider, owner, colleague, restricted, open, secret } = world;

async function lastEventId(): Promise<number> {
  const result = (await kit.tdb.database.db.execute(
    sql`SELECT coalesce(max(id), 0)::int AS id FROM outbox`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

async function storyCount(): Promise<number> {
  const result = (await kit.tdb.database.db.execute(
    sql`SELECT count(*)::int AS n FROM stories`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Sends every call as `user`; answers the ones not refused with one of `allowed`. */
async function notRefused(user: User, calls: Call[], allowed: number[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const [method, url, body] of calls) {
    const response = await kit.call(method, url, user.cookie, body);
    if (!allowed.includes(response.statusCode))
      wrong.push(`${method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
  }
  return wrong;
}

describe('a restricted program over HTTP', () => {
  it('refuses every rundown, block and story route to a user of another group (404/403) and changes nothing', async () => {
    const r = restricted;
    const memberView = JSON.stringify(await kit.load(member.cookie, r.id));
    const storyView = JSON.stringify(await kit.document(member.cookie, r.story));
    const drawerView = JSON.stringify(await kit.document(member.cookie, r.drawer));
    const stolenBody = saveBody(await kit.document(member.cookie, r.story), { slug: 'INVADIDO' });
    const [events, stories] = [await lastEventId(), await storyCount()];
    const uuid = '6f1d5a4e-0000-4000-8000-000000000000';

    const calls: Call[] = [
      ['GET', `/api/rundowns/${r.id}`],
      ['GET', `/api/rundowns?date=${kit.day(1)}&programId=${world.programId}`],
      ['GET', `/api/rundowns/check?date=${kit.day(1)}&programId=${world.programId}`],
      ['GET', `/api/rundowns/${r.id}/logs`],
      ['GET', `/api/rundowns/${r.id}/mos`],
      ['POST', '/api/rundowns', { date: kit.day(2), programId: world.programId }],
      ['PATCH', `/api/rundowns/${r.id}`, { field: 'start', value: '06:00:00' }],
      ['POST', `/api/rundowns/${r.id}/recreate`, {}],
      ['PUT', `/api/rundowns/${r.id}/approve`, { approve: true }],
      ['PUT', `/api/rundowns/${r.id}/displayed`, { displayed: true }],
      ['POST', `/api/rundowns/${r.id}/repaginate`],
      ['POST', `/api/rundowns/${r.id}/credits`],
      ['POST', `/api/rundowns/${r.id}/blocks`],
      ['PUT', `/api/rundowns/${r.id}/blocks/order`, { blockIds: [r.block, r.standby] }],
      ['POST', `/api/rundowns/${r.id}/mos/enable`],
      ['PATCH', `/api/blocks/${r.block}`, { field: 'name', value: 'INVADIDO' }],
      ['DELETE', `/api/blocks/${r.block}`],
      ['PUT', `/api/blocks/${r.block}/approve`, { approve: true }],
      ['PUT', `/api/blocks/${r.block}/status`],
      ['PUT', `/api/blocks/${r.block}/standby`],
      ['POST', `/api/blocks/${r.block}/stories`],
      ['POST', `/api/blocks/${r.block}/stories/from_template`, { storyTemplateId: 1 }],
      ['GET', `/api/stories/${r.story}`],
      ['POST', `/api/stories/${r.story}/edit`, {}],
      ['GET', `/api/stories/${r.story}/revisions`],
      ['PUT', `/api/stories/${r.story}`, stolenBody],
      ['PATCH', `/api/stories/${r.story}`, { field: 'slug', value: 'INVADIDO' }],
      ['PATCH', `/api/stories/${r.story}`, { field: 'approved', value: true }],
      ['DELETE', `/api/stories/${r.story}`],
      ['POST', `/api/stories/${r.story}/after`],
      ['PUT', `/api/stories/${r.story}/status`],
      ['POST', '/api/stories/status', { storyIds: [r.story], status: 'play' }],
      ['PUT', `/api/stories/${r.story}/standby`],
      ['PUT', `/api/stories/${r.story}/private`, { isPrivate: true }],
      ['PUT', `/api/stories/${r.story}/allowed_users`, { userIds: [outsider.id] }],
      ['PUT', `/api/stories/${r.story}/media`, { subsectionUuid: uuid, media: null }],
      ['POST', `/api/stories/${r.story}/placeholder`, { subsectionUuid: uuid }],
      ['POST', `/api/stories/${r.story}/cg`, { sectionType: 'HEADER', cg: { uuid, type: 'CG' } }],
      ['PUT', `/api/stories/${r.story}/restore`],
      // Taking a restricted story out, or putting one's own in, by move and by copy.
      ...[
        [open.block, r.story],
        [r.block, open.story],
      ].flatMap(([targetBlockId, storyId]) =>
        (['move', 'copy'] as const).map((action): Call => [
          'POST',
          `/api/stories/${action}`,
          { targetBlockId, storiesIds: [storyId], targetStoryId: null },
        ]),
      ),
      [
        'POST',
        '/api/stories/sources',
        { sourceType: 'story', sourceId: r.story, destination: 'ON_DRAWER' },
      ],
      [
        'POST',
        '/api/stories/sources',
        {
          sourceType: 'story',
          sourceId: r.story,
          destination: 'TO_AIR',
          targetBlockId: open.block,
        },
      ],
      // The program's drawer story.
      ['GET', `/api/stories/${r.drawer}`],
      ['PATCH', `/api/stories/${r.drawer}`, { field: 'slug', value: 'INVADIDO' }],
      ['DELETE', `/api/stories/${r.drawer}`],
      ['POST', '/api/drawer/send', { storyIds: [r.story] }],
      [
        'POST',
        '/api/drawer/move',
        { storyIds: [r.drawer], destination: 'TO_AIR', targetBlockId: open.block },
      ],
      [
        'POST',
        '/api/drawer/move',
        { storyIds: [r.drawer], destination: 'TO_AIR', targetBlockId: r.block },
      ],
      ['POST', '/api/drawer/remove', { storyIds: [r.drawer] }],
    ];
    expect(await notRefused(outsider, calls, [403, 404])).toEqual([]);

    expect(JSON.stringify(await kit.load(member.cookie, r.id))).toBe(memberView);
    expect(JSON.stringify(await kit.document(member.cookie, r.story))).toBe(storyView);
    expect(JSON.stringify(await kit.document(member.cookie, r.drawer))).toBe(drawerView);
    expect(await lastEventId()).toBe(events);
    expect(await storyCount()).toBe(stories);
    // The outsider's own rundown did not receive a copy either.
    expect(JSON.stringify(await kit.load(outsider.cookie, open.id))).not.toContain(r.slug);
  });

  it('keeps the restricted rundown and its stories out of every list and search', async () => {
    const r = restricted;
    const lists = [
      `/api/rundowns/grid?date=${kit.day(1)}`,
      `/api/stories/filter?text=${encodeURIComponent(r.slug)}`,
      `/api/stories/filter?date=${kit.day(1)}`,
      `/api/stories/counter?date=${kit.day(1)}`,
      `/api/search?q=${encodeURIComponent(r.slug)}`,
      `/api/archive?q=${encodeURIComponent(r.slug)}&from=${kit.day(-30)}&to=${kit.day(30)}`,
      '/api/programs/accessible',
    ];
    for (const url of lists) {
      const response = await kit.call('GET', url, outsider.cookie);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain(r.slug);
      if (url.startsWith('/api/rundowns/grid'))
        expect(response.json<{ id: number }[]>().map((g) => g.id)).not.toContain(r.id);
    }
    // The member does see it (the lists work).
    const grid = await kit.call('GET', `/api/rundowns/grid?date=${kit.day(1)}`, member.cookie);
    expect(grid.json<{ id: number }[]>().map((g) => g.id)).toContain(r.id);
  });
});

describe('a private story over HTTP', () => {
  it('shows it masked to another user and refuses every change (403), changing nothing', async () => {
    const s = secret;
    const ownerView = JSON.stringify(await kit.document(owner.cookie, s.story));
    const events = await lastEventId();
    const stories = await storyCount();

    const masked = await kit.document(colleague.cookie, s.story);
    expect(masked).toMatchObject({ visible: false, slug: '', information: '', sections: [] });
    const rundown = JSON.stringify(await kit.load(colleague.cookie, s.rundownId));
    for (const text of [JSON.stringify(masked), rundown]) {
      expect(text).not.toContain(s.slug);
      expect(text).not.toContain(s.information);
    }

    const calls: Call[] = [
      ['POST', `/api/stories/${s.story}/edit`, {}],
      ['GET', `/api/stories/${s.story}/revisions`],
      [
        'PUT',
        `/api/stories/${s.story}`,
        saveBody(masked, { slug: 'INVADIDO', version: masked.version }),
      ],
      ['PATCH', `/api/stories/${s.story}`, { field: 'slug', value: 'INVADIDO' }],
      ['PATCH', `/api/stories/${s.story}`, { field: 'information', value: 'INVADIDO' }],
      ['PATCH', `/api/stories/${s.story}`, { field: 'isPrivate', value: false }],
      ['DELETE', `/api/stories/${s.story}`],
      ['PUT', `/api/stories/${s.story}/private`, { isPrivate: false }],
      ['PUT', `/api/stories/${s.story}/allowed_users`, { userIds: [colleague.id] }],
    ];
    expect(await notRefused(colleague, calls, [403])).toEqual([]);
    expect(JSON.stringify(await kit.document(owner.cookie, s.story))).toBe(ownerView);
    expect(await lastEventId()).toBe(events);
    expect(await storyCount()).toBe(stories);
    for (const url of [
      `/api/stories/filter?text=${encodeURIComponent(s.slug)}`,
      `/api/search?q=${encodeURIComponent(s.slug)}`,
    ]) {
      const response = await kit.call('GET', url, colleague.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(s.slug);
      expect(response.body, url).not.toContain(s.information);
    }
  });

  it('lets another user copy or send it to the drawer only as a private story that stays masked', async () => {
    const slug = `SEGREDO ${hex()}`;
    const placed = await kit.rundownStory(owner.cookie, { slug, information: `fonte ${slug}` });
    expect(
      (
        await kit.call('PUT', `/api/stories/${placed.storyId}/private`, owner.cookie, {
          isPrivate: true,
        })
      ).statusCode,
    ).toBe(200);
    const before = new Set(
      (await kit.load(colleague.cookie, open.id)).blocks.flatMap((b) =>
        b.stories.map((st) => st.id),
      ),
    );
    const copies: Call[] = [
      [
        'POST',
        '/api/stories/copy',
        { targetBlockId: open.block, storiesIds: [placed.storyId], targetStoryId: null },
      ],
      [
        'POST',
        '/api/stories/sources',
        { sourceType: 'story', sourceId: placed.storyId, destination: 'ON_DRAWER' },
      ],
      ['POST', '/api/drawer/send', { storyIds: [placed.storyId] }],
    ];
    for (const [method, url, body] of copies) {
      const response = await kit.call(method, url, colleague.cookie, body);
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
      expect(response.body, url).not.toContain(slug);
    }
    // Whatever was created keeps the owner and the privacy: the colleague still sees nothing of it.
    const after = await kit.load(colleague.cookie, open.id);
    const created = after.blocks.flatMap((b) => b.stories).filter((st) => !before.has(st.id));
    expect(JSON.stringify(after)).not.toContain(slug);
    for (const story of created) expect(story).toMatchObject({ visible: false, slug: '' });
    // Every story carrying the secret (the original and any copy) is masked for the colleague.
    const carriers = (await kit.tdb.database.db.execute(
      sql`SELECT id FROM stories WHERE slug LIKE ${`%${slug}%`} OR information LIKE ${`%${slug}%`}`,
    )) as unknown as { rows: { id: number }[] };
    expect(carriers.rows.length).toBeGreaterThanOrEqual(1);
    for (const { id } of carriers.rows)
      expect(await kit.document(colleague.cookie, id), `story ${id}`).toMatchObject({
        visible: false,
        slug: '',
        information: '',
      });
    expect(await kit.document(owner.cookie, placed.storyId)).toMatchObject({
      visible: true,
      slug,
      isPrivate: true,
    });
  });
});

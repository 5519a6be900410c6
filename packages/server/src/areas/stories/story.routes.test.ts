import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StoryDocument } from '@newsroom/domain';
import { rundowns, stories } from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { EDITOR, READER, WRITER, firstBlock, standby } from '../rundowns/rundowns.testkit';
import { bodyOf, useStoryKit } from './story.testkit';

/** The story document: load, save with durations, bad input, privacy, revisions, media, events. */

const kit = useStoryKit();
const editor = kit.userForAll({ permissions: EDITOR });
const presenter = kit.userForAll({ permissions: READER });

const text = (n: number) => 'x'.repeat(n);

describe('access', () => {
  it('requires a session', async () => {
    expect((await kit.get(null, 1)).statusCode).toBe(401);
    expect(
      (await kit.call('PUT', '/api/stories/1', null, { version: 1, slug: 'x' })).statusCode,
    ).toBe(401);
    expect((await kit.call('POST', '/api/stories/1/edit', null, {})).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/stories/1/revisions', null)).statusCode).toBe(401);
  });

  it('refuses users without the story roles (403)', async () => {
    const { storyId } = await kit.rundownStory(editor.cookie);
    const noStories = await kit.userWith({ permissions: { rundown: 'admin' } });
    expect((await kit.get(noStories.cookie, storyId)).statusCode).toBe(403);
    const reader = await kit.userWith({ permissions: READER });
    expect((await kit.get(reader.cookie, storyId)).statusCode).toBe(200);
    expect((await kit.edit(reader.cookie, storyId)).statusCode).toBe(403);
    const story = await kit.document(editor.cookie, storyId);
    expect((await kit.save(reader.cookie, storyId, bodyOf(story, { slug: 'NO' }))).statusCode).toBe(
      403,
    );
    expect((await kit.document(editor.cookie, storyId)).version).toBe(story.version);
  });

  it('hides stories of programs restricted to other groups (404)', async () => {
    const { createGroup } = await import('../../test/testApp');
    const group = await createGroup(kit.tdb.database);
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
    const programId = await kit.program({ groupIds: [group.id] });
    const rundown = await kit.rundown(member.cookie, { programId });
    const row = await kit.addStory(member.cookie, firstBlock(rundown).id);
    expect((await kit.get(member.cookie, row.id)).statusCode).toBe(200);
    const outsider = await kit.userWith({ permissions: EDITOR });
    expect((await kit.get(outsider.cookie, row.id)).statusCode).toBe(404);
    expect((await kit.edit(outsider.cookie, row.id)).statusCode).toBe(404);
    expect((await kit.get(member.cookie, 99_999_999)).statusCode).toBe(404);
  });
});

describe('GET /stories/{id}', () => {
  it('answers the whole story with its place, author and abilities', async () => {
    const { rundownId, storyId } = await kit.rundownStory(editor.cookie, { slug: 'ENCHENTE' });
    const story = await kit.document(editor.cookie, storyId);
    expect(story).toMatchObject({
      id: storyId,
      slug: 'ENCHENTE',
      location: 'rundown',
      rundownId,
      ownerId: editor.id,
      authorNickname: editor.nickname,
      visible: true,
      sections: [],
      excluded: false,
      abilities: { canEdit: true, canShare: true, canApprove: true },
    });
    const rundown = await kit.load(editor.cookie, rundownId);
    expect(story.date).toBe(rundown.date);
    expect(story.blockId).toBe(firstBlock(rundown).id);
    const reader = await kit.userWith({ permissions: READER });
    expect((await kit.document(reader.cookie, storyId)).abilities).toEqual({
      canEdit: false,
      canShare: false,
      canApprove: false,
    });
  });

  it('tells standby and drawer stories apart', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const parked = await kit.addStory(editor.cookie, standby(rundown).id);
    expect((await kit.document(editor.cookie, parked.id)).location).toBe('standby');
    const drawerId = await kit.drawerStory({ ownerId: editor.id, slug: 'NA GAVETA' });
    const drawer = await kit.document(editor.cookie, drawerId);
    expect(drawer).toMatchObject({
      location: 'drawer',
      rundownId: null,
      blockId: null,
      date: kit.today,
      abilities: { canApprove: false },
    });
  });

  it('loads excluded stories with excluded true', async () => {
    const { storyId } = await kit.rundownStory(editor.cookie);
    expect((await kit.call('DELETE', `/api/stories/${storyId}`, editor.cookie)).statusCode).toBe(
      204,
    );
    const story = await kit.document(editor.cookie, storyId);
    expect(story.excluded).toBe(true);
    expect(story.abilities.canEdit).toBe(false);
  });
});

describe('PUT /stories/{id}', () => {
  it("saves a rundown story: durations from the presenter's read rate, manual VT, rundown version, log, revision", async () => {
    // The presenter reads at 0.1 s per character; everyone else at the default.
    const config = (await kit.call('GET', '/api/stories/config', editor.cookie)).json<{
      version: number;
    }>();
    const { createUser, loginCookie } = await import('../../test/testApp');
    const admin = await createUser(kit.tdb.database, { isRoot: true });
    const adminCookie = await loginCookie(kit.t.app, admin.nickname);
    const saved = await kit.call('PUT', '/api/stories/config', adminCookie, {
      readRates: { [String(presenter.id)]: 0.1 },
      defaultReadRate: 0.05,
      version: config.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { rundownId, storyId } = await kit.rundownStory(editor.cookie);
    const before = await kit.load(editor.cookie, rundownId);
    const story = await kit.document(editor.cookie, storyId);
    const answer = await kit.save(
      editor.cookie,
      storyId,
      bodyOf(story, {
        slug: '  incêndio no centro ',
        estimatedMs: '01:30',
        sections: [
          {
            type: 'VT',
            subSections: [{ uuid: 'vt-1', type: 'MOS_VIDEO', media: { durationMs: 60_000 } }],
          },
          {
            type: 'HEADER',
            cueIn: 'Boa noite',
            subSections: [
              {
                uuid: 'h-1',
                type: 'CAMERA_TEXT',
                text: text(100),
                presenterId: presenter.id,
                camera: '1',
              },
              {
                uuid: 'cg-1',
                type: 'CG',
                code: '10',
                cgFields: [{ uuid: 'n', name: 'Nome', value: 'Ana', size: 20 }],
              },
            ],
          },
          { type: 'FOOTER', subSections: [{ uuid: 'f-1', type: 'CAMERA_TEXT', text: text(100) }] },
        ],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const doc = answer.json<StoryDocument>();
    expect(doc).toMatchObject({
      slug: 'INCÊNDIO NO CENTRO',
      estimatedMs: 90_000,
      headMs: 10_000,
      vtMs: 60_000,
      footerMs: 5000,
      totalMs: 75_000,
      version: story.version + 1,
      authorNickname: editor.nickname,
    });
    expect(doc.sections.map((s) => s.type)).toEqual(['HEADER', 'VT', 'FOOTER']);
    expect(doc.sections[0]!.subSections[0]!.durationMs).toBe(10_000);
    const after = await kit.load(editor.cookie, rundownId);
    expect(after.version).toBeGreaterThan(before.version);
    expect(firstBlock(after).stories[0]).toMatchObject({
      slug: 'INCÊNDIO NO CENTRO',
      totalMs: 75_000,
    });
    const logs = (await kit.call('GET', `/api/rundowns/${rundownId}/logs`, editor.cookie)).json<{
      data: { action: string; entityId: number; details: unknown }[];
    }>();
    expect(logs.data[0]).toMatchObject({ action: 'update', entityId: storyId });

    // Manual VT replaces the videos' duration.
    const manual = await kit.save(
      editor.cookie,
      storyId,
      bodyOf(doc, { manualVt: true, vtMs: 'PT1M30S' }),
    );
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json<StoryDocument>()).toMatchObject({
      manualVt: true,
      vtMs: 90_000,
      totalMs: 105_000,
    });

    const revisions = await kit.call('GET', `/api/stories/${storyId}/revisions`, editor.cookie);
    expect(revisions.statusCode).toBe(200);
    const list = revisions.json<
      {
        revisionNumber: number;
        slug: string;
        revisorNickname: string;
        changes: { field: string }[];
      }[]
    >();
    expect(list.map((r) => r.revisionNumber)).toEqual([2, 1]);
    expect(list[0]!.changes.map((c) => c.field).sort()).toEqual(['manualVt', 'totalMs', 'vtMs']);
    expect(list[1]).toMatchObject({
      slug: 'INCÊNDIO NO CENTRO',
      revisorNickname: editor.nickname,
      changes: [],
    });
  });

  it('publishes stories UPDATE for a rundown story (row + rundownId) and for a drawer story (summary, rundownId null)', async () => {
    const { rundownId, storyId } = await kit.rundownStory(editor.cookie);
    const drawerId = await kit.drawerStory({ ownerId: editor.id, slug: 'GAVETA EVENTO' });
    const watcher = await kit.userWith({ permissions: READER });
    const stomp = await connectStomp(kit.t.baseUrl, watcher.cookie, ['/topic/stories']);
    try {
      const story = await kit.document(editor.cookie, storyId);
      expect(
        (await kit.save(editor.cookie, storyId, bodyOf(story, { slug: 'AO VIVO' }))).statusCode,
      ).toBe(200);
      const event = await stomp.next(
        '/topic/stories',
        (e) => e.action === 'UPDATE' && e.id === String(storyId),
      );
      const rundown = await kit.load(editor.cookie, rundownId);
      expect(event.data).toMatchObject({
        id: storyId,
        slug: 'AO VIVO',
        rundownId,
        blockId: firstBlock(rundown).id,
        visible: true,
      });
      expect(event.version).toBe(rundown.version);

      const drawer = await kit.document(editor.cookie, drawerId);
      expect(
        (await kit.save(editor.cookie, drawerId, bodyOf(drawer, { slug: 'gaveta nova' })))
          .statusCode,
      ).toBe(200);
      const drawerEvent = await stomp.next(
        '/topic/stories',
        (e) => e.action === 'UPDATE' && e.id === String(drawerId),
      );
      expect(drawerEvent.data).toMatchObject({
        id: drawerId,
        slug: 'GAVETA NOVA',
        rundownId: null,
        blockId: null,
        location: 'drawer',
      });
    } finally {
      await stomp.close();
    }
  });

  it('refuses bad input with the field path and changes nothing', async () => {
    const { storyId } = await kit.rundownStory(editor.cookie, { slug: 'INTACTA' });
    const story = await kit.document(editor.cookie, storyId);
    const fieldsOf = (body: string) =>
      (JSON.parse(body) as { details: { fields: { field: string; key: string }[] } }).details
        .fields;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sections: [{ type: 'SPORTS' }] }, 'sections.0.type', 'invalid'],
      [
        { sections: [{ type: 'HEADER', subSections: [{ uuid: 'a', type: 'VIDEO' }] }] },
        'sections.0.subSections.0.type',
        'invalid',
      ],
      [{ estimatedMs: 'ten seconds' }, 'estimatedMs', 'invalidDuration'],
      [
        {
          sections: [
            { type: 'VT', subSections: [{ uuid: 'a', type: 'MOS_VIDEO', edDurMs: '1:99' }] },
          ],
        },
        'sections.0.subSections.0.edDurMs',
        'invalidDuration',
      ],
      [{ sections: [{ type: 'VT' }, { type: 'VT' }] }, 'sections.1.type', 'duplicateSection'],
      [
        {
          sections: [
            { type: 'FOOTER' },
            {
              type: 'HEADER',
              subSections: [
                {
                  uuid: 'c',
                  type: 'CG',
                  cgFields: [{ uuid: 'f', name: 'Nome', value: 'Ana Beatriz', size: 5 }],
                },
              ],
            },
          ],
        },
        'sections.1.subSections.0.cgFields.0.value',
        'maxChars',
      ],
      [{ editorId: 99_999_999 }, 'editorId', 'invalid'],
      [
        {
          sections: [
            {
              type: 'HEADER',
              subSections: [{ uuid: 'p', type: 'CAMERA_TEXT', presenterId: 99_999_999 }],
            },
          ],
        },
        'sections.0.subSections.0.presenterId',
        'invalid',
      ],
    ];
    for (const [changes, field, key] of cases) {
      const answer = await kit.save(editor.cookie, storyId, bodyOf(story, changes));
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(fieldsOf(answer.body)).toContainEqual(expect.objectContaining({ field, key }));
    }
    const after = await kit.document(editor.cookie, storyId);
    expect(after).toMatchObject({ slug: 'INTACTA', version: story.version, sections: [] });
    expect(
      (await kit.call('GET', `/api/stories/${storyId}/revisions`, editor.cookie)).json(),
    ).toEqual([]);
  });

  it('refuses to edit or save a story of a displayed rundown (422 rundown:displayed)', async () => {
    const { rundownId, storyId } = await kit.rundownStory(editor.cookie);
    const story = await kit.document(editor.cookie, storyId);
    await kit.tdb.database.db
      .update(rundowns)
      .set({ displayed: true })
      .where(eq(rundowns.id, rundownId));
    const edit = await kit.edit(editor.cookie, storyId);
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ message: 'rundown:displayed' });
    expect((await kit.save(editor.cookie, storyId, bodyOf(story, { slug: 'X' }))).statusCode).toBe(
      422,
    );
    expect((await kit.document(editor.cookie, storyId)).abilities.canEdit).toBe(false);
  });
});

describe('private stories', () => {
  it('masks a private story for outsiders, shows it to allowed users, and only the owner shares', async () => {
    const { storyId } = await kit.rundownStory(editor.cookie, {
      slug: 'SEGREDO',
      information: 'fonte',
    });
    const outsider = await kit.userWith({ permissions: EDITOR });
    const friend = await kit.userWith({ permissions: WRITER });
    // Not the owner: 403 story:onlyOwnerShares, nothing changes.
    const refused = await kit.call('PUT', `/api/stories/${storyId}/private`, outsider.cookie, {
      isPrivate: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'story:onlyOwnerShares' });
    expect((await kit.document(editor.cookie, storyId)).isPrivate).toBe(false);

    const made = await kit.call('PUT', `/api/stories/${storyId}/private`, editor.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<StoryDocument>()).toMatchObject({
      isPrivate: true,
      visible: true,
      slug: 'SEGREDO',
    });

    const masked = await kit.document(outsider.cookie, storyId);
    expect(masked).toMatchObject({
      visible: false,
      slug: '',
      information: '',
      sections: [],
      abilities: { canEdit: false, canShare: false },
    });
    expect((await kit.edit(outsider.cookie, storyId)).statusCode).toBe(403);
    expect(
      (await kit.save(outsider.cookie, storyId, bodyOf(masked, { slug: 'HACK' }))).statusCode,
    ).toBe(403);
    expect(
      (await kit.call('GET', `/api/stories/${storyId}/revisions`, outsider.cookie)).statusCode,
    ).toBe(403);

    const shared = await kit.call('PUT', `/api/stories/${storyId}/allowed_users`, editor.cookie, {
      userIds: [friend.id],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<StoryDocument>().allowedUserIds).toEqual([friend.id]);
    expect(await kit.document(friend.cookie, storyId)).toMatchObject({
      visible: true,
      slug: 'SEGREDO',
      abilities: { canEdit: true, canShare: false },
    });
    expect(
      (
        await kit.call('PUT', `/api/stories/${storyId}/allowed_users`, friend.cookie, {
          userIds: [],
        })
      ).statusCode,
    ).toBe(403);
    const unknown = await kit.call('PUT', `/api/stories/${storyId}/allowed_users`, editor.cookie, {
      userIds: [99_999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await kit.document(editor.cookie, storyId)).allowedUserIds).toEqual([friend.id]);

    // Approving a private story through the rundown PATCH: 422, nothing changes.
    const approve = await kit.call('PATCH', `/api/stories/${storyId}`, editor.cookie, {
      field: 'approved',
      value: true,
    });
    expect(approve.statusCode).toBe(422);
    expect(approve.json()).toMatchObject({ message: 'story:privateCannotBeApproved' });
    expect((await kit.document(editor.cookie, storyId)).approved).toBe(false);
  });

  it('refuses to make an approved story private (422) and the rundown PATCH of isPrivate is owner-only', async () => {
    const { storyId } = await kit.rundownStory(editor.cookie, { approved: true });
    const answer = await kit.call('PUT', `/api/stories/${storyId}/private`, editor.cookie, {
      isPrivate: true,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ message: 'story:approvedCannotBePrivate' });

    const other = await kit.rundownStory(editor.cookie);
    const colleague = await kit.userWith({ permissions: EDITOR });
    const patch = await kit.call('PATCH', `/api/stories/${other.storyId}`, colleague.cookie, {
      field: 'isPrivate',
      value: true,
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ message: 'story:onlyOwnerShares' });
    expect((await kit.document(editor.cookie, other.storyId)).isPrivate).toBe(false);
    const own = await kit.call('PATCH', `/api/stories/${other.storyId}`, editor.cookie, {
      field: 'isPrivate',
      value: true,
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('publishes the privacy change masked for outsiders', async () => {
    const drawerId = await kit.drawerStory({ ownerId: editor.id, slug: 'GAVETA SECRETA' });
    const outsider = await kit.userWith({ permissions: READER });
    const stomp = await connectStomp(kit.t.baseUrl, outsider.cookie, ['/topic/stories']);
    try {
      expect(
        (
          await kit.call('PUT', `/api/stories/${drawerId}/private`, editor.cookie, {
            isPrivate: true,
          })
        ).statusCode,
      ).toBe(200);
      const event = await stomp.next('/topic/stories', (e) => e.id === String(drawerId));
      expect(event.data).toMatchObject({ id: drawerId, isPrivate: true, visible: false, slug: '' });
    } finally {
      await stomp.close();
    }
  });
});

describe('media', () => {
  it('sets and clears the media of a MOS subsection, places placeholders, refuses other subsections', async () => {
    const drawerId = await kit.drawerStory({ ownerId: editor.id });
    const story = await kit.document(editor.cookie, drawerId);
    const saved = await kit.save(
      editor.cookie,
      drawerId,
      bodyOf(story, {
        sections: [
          {
            type: 'HEADER',
            subSections: [{ uuid: 'cam-1', type: 'CAMERA_TEXT', text: 'Boa noite' }],
          },
          {
            type: 'VT',
            subSections: [{ uuid: '0123456789abcdef', type: 'MOS_VIDEO', slug: 'VT ENCHENTE' }],
          },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json<StoryDocument>().version;

    const placeholder = await kit.call(
      'POST',
      `/api/stories/${drawerId}/placeholder`,
      editor.cookie,
      { subsectionUuid: '0123456789abcdef' },
    );
    expect(placeholder.statusCode, placeholder.body).toBe(200);
    const vt = () => (d: StoryDocument) => d.sections.find((s) => s.type === 'VT')!.subSections[0]!;
    expect(vt()(placeholder.json<StoryDocument>())).toMatchObject({
      status: 'empty',
      media: { objectId: 'PH-01234567', slug: 'VT ENCHENTE' },
    });

    const media = await kit.call('PUT', `/api/stories/${drawerId}/media`, editor.cookie, {
      subsectionUuid: '0123456789abcdef',
      media: { objectId: 'MAM-42', slug: 'VT ENCHENTE', durationMs: 95_000 },
    });
    expect(media.statusCode, media.body).toBe(200);
    const withMedia = media.json<StoryDocument>();
    expect(vt()(withMedia)).toMatchObject({
      status: 'ready',
      durationMs: 95_000,
      media: { objectId: 'MAM-42' },
    });
    expect(withMedia.vtMs).toBe(95_000);
    expect(withMedia.version).toBe(version + 2);

    const cleared = await kit.call('PUT', `/api/stories/${drawerId}/media`, editor.cookie, {
      subsectionUuid: '0123456789abcdef',
      media: null,
    });
    expect(vt()(cleared.json<StoryDocument>())).toMatchObject({ status: 'absent', media: null });
    expect(cleared.json<StoryDocument>().vtMs).toBe(0);

    const notMos = await kit.call('PUT', `/api/stories/${drawerId}/media`, editor.cookie, {
      subsectionUuid: 'cam-1',
      media: null,
    });
    expect(notMos.statusCode).toBe(422);
    expect(notMos.json()).toMatchObject({ message: 'story:notMosSubsection' });
    expect(
      (
        await kit.call('POST', `/api/stories/${drawerId}/placeholder`, editor.cookie, {
          subsectionUuid: 'nope',
        })
      ).statusCode,
    ).toBe(404);
    // No revision for device traffic.
    expect(
      (await kit.call('GET', `/api/stories/${drawerId}/revisions`, editor.cookie)).json(),
    ).toHaveLength(1);
  });
});

describe('cg insert', () => {
  it('appends a CG to a section, creating it, and refuses other items and values over their size', async () => {
    const drawerId = await kit.drawerStory({ ownerId: editor.id });
    const before = await kit.document(editor.cookie, drawerId);
    const cg = {
      uuid: 'cg-1',
      type: 'CG',
      templateName: 'NOME E CARGO',
      code: '101',
      cgFields: [{ uuid: 'f-1', name: 'Nome', size: 20, value: 'Ana Souza' }],
    };
    const inserted = await kit.call('POST', `/api/stories/${drawerId}/cg`, editor.cookie, {
      sectionType: 'FOOTER',
      cg,
    });
    expect(inserted.statusCode, inserted.body).toBe(200);
    const story = inserted.json<StoryDocument>();
    expect(story.sections.map((s) => s.type)).toEqual(['FOOTER']);
    expect(story.sections[0]!.subSections[0]).toMatchObject({
      uuid: 'cg-1',
      templateName: 'NOME E CARGO',
    });
    expect(story.version).toBe(before.version + 1);

    const second = await kit.call('POST', `/api/stories/${drawerId}/cg`, editor.cookie, {
      sectionType: 'FOOTER',
      cg: { ...cg, uuid: 'cg-2' },
    });
    expect(second.json<StoryDocument>().sections[0]!.subSections.map((s) => s.uuid)).toEqual([
      'cg-1',
      'cg-2',
    ]);

    const notCg = await kit.call('POST', `/api/stories/${drawerId}/cg`, editor.cookie, {
      sectionType: 'FOOTER',
      cg: { uuid: 'txt', type: 'TEXT', text: 'texto' },
    });
    expect(notCg.statusCode).toBe(422);
    expect(notCg.json()).toMatchObject({ message: 'story:onlyCgAllowed' });
    const tooLong = await kit.call('POST', `/api/stories/${drawerId}/cg`, editor.cookie, {
      sectionType: 'HEADER',
      cg: {
        ...cg,
        uuid: 'cg-3',
        cgFields: [{ uuid: 'f', name: 'Nome', size: 5, value: 'Ana Souza' }],
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('maxChars');
    const after = await kit.document(editor.cookie, drawerId);
    expect(after.version).toBe(before.version + 2);
    expect(after.sections.map((s) => s.type)).toEqual(['FOOTER']);
  });
});

describe('author', () => {
  it('names whoever saved last, else the owner', async () => {
    const { storyId } = await kit.rundownStory(editor.cookie);
    const other = await kit.userWith({ permissions: EDITOR });
    const story = await kit.document(other.cookie, storyId);
    expect(story.authorNickname).toBe(editor.nickname);
    expect(
      (await kit.save(other.cookie, storyId, bodyOf(story, { slug: 'OUTRO' }))).statusCode,
    ).toBe(200);
    const saved = await kit.document(editor.cookie, storyId);
    expect(saved.authorNickname).toBe(other.nickname);
    const [row] = await kit.tdb.database.db.select().from(stories).where(eq(stories.id, storyId));
    expect(row!.changedById).toBe(other.id);
    expect(new Date(saved.changeDate).getTime()).toBe(row!.updatedAt.getTime());
  });
});

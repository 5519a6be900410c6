import { beforeAll, describe, expect, it } from 'vitest';
import type { PrompterScript } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { createGroup } from '../../test/testApp';
import { EDITOR, READER, firstBlock, standby } from '../rundowns/rundowns.testkit';
import { bodyOf, useStoryKit } from '../stories/story.testkit';

/** The prompter's script (GET /rundowns/{id}/prompter) and the operator's position. */

const kit = useStoryKit();
const editor = kit.userForAll({ permissions: EDITOR });
const reader = kit.userForAll({ permissions: READER });
const storiesOnly = kit.userForAll({ permissions: { story: 'read' } });

const camera = (text: string) => [
  { type: 'HEADER', subSections: [{ uuid: 'h1', type: 'CAMERA_TEXT', text }] },
  { type: 'VT', cueOut: '...em Itaquera.', subSections: [] },
];

async function saveText(storyId: number, text: string) {
  const document = await kit.document(editor.cookie, storyId);
  const saved = await kit.save(
    editor.cookie,
    storyId,
    bodyOf(document, { sections: camera(text) }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

const prompter = (id: number, cookie: string | null) =>
  kit.call('GET', `/api/rundowns/${id}/prompter`, cookie);

async function script(id: number, cookie = reader.cookie) {
  const response = await prompter(id, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PrompterScript>();
}

let rundownId: number;
let openingId: number;

beforeAll(async () => {
  const rundown = await kit.rundown(editor.cookie);
  rundownId = rundown.id;
  const first = firstBlock(rundown).id;
  openingId = (await kit.addStory(editor.cookie, first, { slug: 'ABERTURA', approved: true })).id;
  await saveText(openingId, 'Boa noite.');
  await kit.addStory(editor.cookie, first, { slug: 'NÃO APROVADA' });
  await kit.addStory(editor.cookie, standby(rundown).id, { slug: 'RESERVA', approved: true });
  const second = await kit.addBlock(editor.cookie, rundownId);
  await kit.addStory(editor.cookie, second.id, { slug: 'ENCERRAMENTO', approved: true });
});

describe('GET /rundowns/{id}/prompter', () => {
  it('requires authentication', async () => {
    expect((await prompter(rundownId, null)).statusCode).toBe(401);
  });

  it('refuses who may not read rundowns (403)', async () => {
    expect((await prompter(rundownId, storiesOnly.cookie)).statusCode).toBe(403);
  });

  it("answers 404 for a rundown of a program closed to the caller's groups", async () => {
    const group = await createGroup(kit.tdb.database);
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
    const closed = await kit.rundown(member.cookie, {
      programId: await kit.program({ groupIds: [group.id] }),
    });
    expect((await prompter(closed.id, reader.cookie)).statusCode).toBe(404);
    expect((await prompter(closed.id, member.cookie)).statusCode).toBe(200);
  });

  it('gives the approved stories outside standby in running order', async () => {
    const answer = await script(rundownId);
    expect(answer.stories.map((s) => s.slug)).toEqual(['ABERTURA', 'ENCERRAMENTO']);
    expect(answer.stories[0]!.parts.map((p) => [p.kind, p.cue, p.text])).toEqual([
      ['camera', null, 'Boa noite.'],
      ['cue', 'cueOut', '...em Itaquera.'],
    ]);
  });

  it("follows a story's edit with a new version of that story and of the rundown", async () => {
    const before = await script(rundownId);
    await saveText(openingId, 'Boa noite, começamos.');
    const after = await script(rundownId);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.stories[0]!.version).toBeGreaterThan(before.stories[0]!.version);
    expect(after.stories[0]!.parts[0]!.text).toBe('Boa noite, começamos.');
    expect(after.stories[1]).toEqual(before.stories[1]);
  });
});

describe('POST /rundowns/{id}/prompter/position', () => {
  const position = { storyId: 1, offset: 0.25, speedStep: 3, isPaused: false, screenId: 'op-1' };
  const post = (id: number, cookie: string | null, body: unknown = position) =>
    kit.call('POST', `/api/rundowns/${id}/prompter/position`, cookie, body);

  it('requires authentication and the rundown read role', async () => {
    expect((await post(rundownId, null)).statusCode).toBe(401);
    expect((await post(rundownId, storiesOnly.cookie)).statusCode).toBe(403);
  });

  it('refuses a position out of range (400)', async () => {
    expect((await post(rundownId, reader.cookie, { ...position, offset: 2 })).statusCode).toBe(400);
  });

  it('reaches the screens following the rundown on the prompter topic', async () => {
    const follower = await connectStomp(kit.t.baseUrl, editor.cookie, ['/topic/prompter']);
    try {
      const sent = { ...position, storyId: openingId };
      expect((await post(rundownId, reader.cookie, sent)).statusCode).toBe(204);
      const event = await follower.next('/topic/prompter');
      expect(event).toMatchObject({
        entity: 'prompter_position',
        action: 'UPDATE',
        data: { ...sent, rundownId },
      });
    } finally {
      await follower.close();
    }
  });
});

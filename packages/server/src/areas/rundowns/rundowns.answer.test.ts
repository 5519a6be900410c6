import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Rundown, StoryRow } from '@newsroom/domain';
import { createGroup } from '../../test/testApp';
import { rundownCacheOf } from './rundowns.cache';
import { rundownViewSchema } from './rundowns.presenter';
import { EDITOR, READER, firstBlock, useRundownKit } from './rundowns.testkit';

/** GET /rundowns/{id} answers stored bytes per version and viewer variant (rundowns.answer.ts). */

const kit = useRundownKit();
const owner = kit.userForAll({ permissions: EDITOR });
const other = kit.userForAll({ permissions: EDITOR });

type View = Rundown & { abilities: unknown; timing: { onAirRemainingMs: number | null } };

const get = (id: number, cookie: string, acceptEncoding?: string) =>
  kit.t.app.inject({
    url: `/api/rundowns/${id}`,
    headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

/** The answer's JSON text, decoded from what was sent. */
async function text(id: number, cookie: string, acceptEncoding?: string): Promise<string> {
  const response = await get(id, cookie, acceptEncoding);
  expect(response.statusCode).toBe(200);
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  expect(encoding).toBeUndefined();
  return raw.toString();
}

const storyIn = (body: string, id: number) =>
  (JSON.parse(body) as Rundown).blocks.flatMap((b) => b.stories).find((s) => s.id === id)!;

/** A rundown with an open story and a private story of `owner`, filling 2 KiB and more. */
async function withSecret(): Promise<{ rundown: Rundown; secret: StoryRow }> {
  const rundown = await kit.rundown(owner.cookie);
  const block = firstBlock(rundown).id;
  for (let i = 0; i < 10; i++) await kit.addStory(owner.cookie, block, { slug: `ABERTA ${i}` });
  const secret = await kit.addStory(owner.cookie, block, {
    slug: 'SEGREDO',
    information: 'fonte sigilosa',
    isPrivate: true,
  });
  return { rundown, secret };
}

describe('stored rundown answers', () => {
  it("writes what the answer schema's serializer would, for owner and masked viewer", async () => {
    const { rundown } = await withSecret();
    for (const cookie of [owner.cookie, other.cookie]) {
      const body = await text(rundown.id, cookie);
      expect(body).toBe(JSON.stringify(rundownViewSchema.parse(JSON.parse(body))));
    }
  });

  it("never gives one viewer's bytes to another, compressed or not, whoever comes first", async () => {
    const { rundown, secret } = await withSecret();
    const ownerBr = await text(rundown.id, owner.cookie, 'gzip, deflate, br');
    const otherGzip = await text(rundown.id, other.cookie, 'gzip');
    const otherBr = await text(rundown.id, other.cookie, 'br');
    const otherPlain = await text(rundown.id, other.cookie);
    const ownerPlain = await text(rundown.id, owner.cookie);

    expect(storyIn(ownerBr, secret.id)).toMatchObject({ slug: 'SEGREDO', visible: true });
    expect(storyIn(otherPlain, secret.id)).toMatchObject({ slug: '', visible: false });
    for (const body of [otherGzip, otherBr, otherPlain]) {
      expect(body).toBe(otherPlain);
      expect(body).not.toContain('SEGREDO');
      expect(body).not.toContain('fonte sigilosa');
    }
    expect(ownerPlain).toBe(ownerBr);
    const { version } = JSON.parse(ownerPlain) as Rundown;
    const entry = rundownCacheOf(kit.t.app.platform.database).get(rundown.id, version);
    expect(entry?.answers.size).toBe(2); // one variant per viewer key, each with its encodings
  });

  it('shows a private story in full to a user it is shared with, at once', async () => {
    const { rundown, secret } = await withSecret();
    expect(storyIn(await text(rundown.id, other.cookie, 'br'), secret.id).visible).toBe(false);
    const shared = await kit.call('PUT', `/api/stories/${secret.id}/allowed_users`, owner.cookie, {
      userIds: [other.id],
    });
    expect(shared.statusCode).toBe(200);
    const after = await text(rundown.id, other.cookie, 'br');
    expect(storyIn(after, secret.id)).toMatchObject({ slug: 'SEGREDO', visible: true });
  });

  it('keeps abilities per viewer in the same masked bytes', async () => {
    const { rundown } = await withSecret();
    const reader = await kit.userWith({ permissions: READER });
    const readerView = JSON.parse(await text(rundown.id, reader.cookie, 'br')) as View;
    const otherView = JSON.parse(await text(rundown.id, other.cookie, 'br')) as View;
    expect(readerView.abilities).toEqual({ canEdit: false, canApprove: false });
    expect(otherView.abilities).toEqual({ canEdit: true, canApprove: true });
  });

  it('refuses a user who lost access to the program, though the answer is stored', async () => {
    const groupId = (await createGroup(kit.tdb.database)).id;
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [groupId] });
    const { rundown } = await withSecret();
    await text(rundown.id, other.cookie, 'br');
    // The program becomes restricted to a group `other` is not in (as another instance would).
    await kit.tdb.database.db.execute(
      sql`INSERT INTO program_groups (program_id, group_id) VALUES (${rundown.programId}, ${groupId})`,
    );
    expect((await get(rundown.id, other.cookie, 'br')).statusCode).toBe(404);
    expect((await get(rundown.id, other.cookie)).statusCode).toBe(404);
    expect((await get(rundown.id, member.cookie, 'br')).statusCode).toBe(200);
  });

  it('answers the on-air countdown of now, the rest from the stored head', async () => {
    const rundown = await kit.rundown(owner.cookie);
    const story = await kit.addStory(owner.cookie, firstBlock(rundown).id, {
      totalMs: 90_000,
      approved: true,
    });
    const played = await kit.call('PUT', `/api/stories/${story.id}/status`, owner.cookie);
    expect(played.statusCode).toBe(200);
    const first = await text(rundown.id, owner.cookie, 'br');
    kit.clock.advance(10_000);
    const second = await text(rundown.id, owner.cookie, 'br');
    const [a, b] = [JSON.parse(first) as View, JSON.parse(second) as View];
    expect(a.timing.onAirRemainingMs! - b.timing.onAirRemainingMs!).toBe(10_000);
    expect({ ...b, timing: null }).toEqual({ ...a, timing: null });
    expect(second).toBe(JSON.stringify(rundownViewSchema.parse(b)));
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Post, WordpressSite } from '@newsroom/domain';
import { posts, wordpressSites } from '../../platform/db/schema';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { searchAs } from '../search/search.testkit';
import { addSite, createPost, savePost, uploadImage } from './posts.testkit';

const clock = testClock(new Date('2026-11-27T12:00:00Z'));
const { t, tdb, call, signIn } = useTestApp({ clock, env: { WORDPRESS_TIMEOUT_MS: '1500' } });
let admin: SignedIn;
let editor: SignedIn;
let writer: SignedIn;
let reader: SignedIn;
let outsider: SignedIn;
/** A port nothing listens on: a site that is down. */
let closedUrl = '';
/** A server that takes requests and never answers. */
let silent: http.Server;
let silentUrl = '';

const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  admin = await signIn({ permissions: { admin: 'write', post: 'read' } });
  editor = await signIn({ permissions: { post: 'admin', assignment: 'write' } });
  writer = await signIn({ permissions: { post: 'write' } });
  reader = await signIn({ permissions: { post: 'read' } });
  outsider = await signIn({ permissions: { story: 'read' } });
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = urlOf(closed);
  await new Promise((resolve) => closed.close(resolve));
  silent = http.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = urlOf(silent);
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

const getPost = async (who: SignedIn, id: number) =>
  (await call('GET', `/api/posts/${id}`, who.cookie)).json<Post>();

const filter = async (who: SignedIn, query: string) => {
  const response = await call('GET', `/api/posts/filter?${query}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<Post>>();
};

describe('posts as documents', () => {
  it('creates a draft with a clean body, the caller its owner', async () => {
    const post = await createPost(call, writer.cookie, {
      caption: 'Temporal alaga a Marginal',
      excerpt: 'Chuva de 80 mm em duas horas',
      body: '<p onclick="x()">Texto</p><script>alert(1)</script><h2>Trânsito</h2>',
      tags: ['Chuva', 'chuva', 'Trânsito'],
    });
    expect(post).toMatchObject({
      caption: 'Temporal alaga a Marginal',
      body: '<p>Texto</p><h2>Trânsito</h2>',
      tags: ['Chuva', 'Trânsito'],
      ownerId: writer.id,
      publication: { state: 'draft', wordpressPostId: null, link: null, changedSince: false },
      abilities: { canEdit: true, canDelete: true, canShare: true, canPublish: false },
    });
    expect((await getPost(editor, post.id)).abilities.canPublish).toBe(true);
    expect((await getPost(reader, post.id)).abilities).toMatchObject({
      canEdit: false,
      canPublish: false,
    });
  });

  it('refuses unknown references and people without the role', async () => {
    const unknown = await call('POST', '/api/posts', writer.cookie, {
      caption: 'x',
      featuredImageId: '0b6f1c8e-2a4d-4c3e-9f1a-7d2e5b6c8a90',
      wordpressId: 99_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields.map((f: { field: string }) => f.field)).toEqual([
      'featuredImageId',
      'wordpressId',
    ]);
    expect((await call('POST', '/api/posts', reader.cookie, { caption: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/posts/filter', outsider.cookie)).statusCode).toBe(403);
  });

  it('saves over a version with a revision, and keeps a featured image of the storage', async () => {
    const image = await uploadImage(t, writer.cookie);
    const post = await createPost(call, writer.cookie, { caption: 'Ponte interditada' });
    const saved = await savePost(call, writer.cookie, post, {
      featuredImageId: image,
      publicationDate: '2026-11-28T09:00:00-03:00',
    });
    expect(saved).toMatchObject({
      featuredImageId: image,
      publicationDate: '2026-11-28T12:00:00.000Z',
      version: post.version + 1,
    });
    const stale = await call('PUT', `/api/posts/${post.id}`, writer.cookie, {
      caption: 'Outra',
      version: post.version,
    });
    expect(stale.statusCode).toBe(409);
    const revisions = await call('GET', `/api/posts/${post.id}/revisions`, writer.cookie);
    expect(revisions.json<unknown[]>()).toHaveLength(2);
  });

  it('filters by words, state and days of last change; a private post only for its people', async () => {
    const open = await createPost(call, writer.cookie, { caption: 'Vacinação contra a gripe' });
    const hidden = await createPost(call, writer.cookie, { caption: 'Vacinação: bastidores' });
    const shared = await call('PUT', `/api/posts/${hidden.id}/private`, writer.cookie, {
      isPrivate: true,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const ids = (page: Paged<Post>) => page.data.map((post) => post.id);
    expect(ids(await filter(writer, 'filter=vacinacao'))).toEqual([hidden.id, open.id]);
    expect(ids(await filter(reader, 'filter=vacinacao'))).toEqual([open.id]);
    expect((await getPost(reader, hidden.id)).caption).toBe('');
    expect(ids(await filter(writer, 'filter=vacinacao&state=published'))).toEqual([]);
    expect(ids(await filter(writer, 'filter=vacinacao&from=2026-11-27&to=2026-11-27'))).toEqual([
      hidden.id,
      open.id,
    ]);
    expect(ids(await filter(writer, 'filter=vacinacao&from=2026-11-28'))).toEqual([]);
  });

  it('is found by the search, a private one only by its people', async () => {
    const open = await createPost(call, writer.cookie, {
      caption: 'Maratona fecha avenidas',
      body: '<p>Percurso de 42 km pelo centro</p>',
    });
    const found = await searchAs(t, reader.cookie, { q: 'percurso centro', kinds: 'posts' });
    expect(found.keys).toContain(`posts:${open.id}`);
    await call('PUT', `/api/posts/${open.id}/private`, writer.cookie, { isPrivate: true });
    const hidden = await searchAs(t, reader.cookie, { q: 'percurso centro', kinds: 'posts' });
    expect(hidden.keys).not.toContain(`posts:${open.id}`);
  });

  it('copies a post as a new draft of the caller', async () => {
    const post = await createPost(call, writer.cookie, {
      caption: 'Feira do livro',
      body: '<p>Programação</p>',
      tags: ['Cultura'],
    });
    const response = await call('POST', `/api/posts/${post.id}/copy`, editor.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Post>()).toMatchObject({
      caption: 'Feira do livro',
      body: '<p>Programação</p>',
      tags: ['Cultura'],
      ownerId: editor.id,
      publication: { state: 'draft' },
    });
  });

  it('makes a post from a guideline the caller reads', async () => {
    const guideline = await call('POST', '/api/assignments', editor.cookie, {
      slug: 'feira livre',
      date: '2026-11-27',
      proposal: 'Preços sobem na feira.\n\nEntrevistar feirantes.',
    });
    expect(guideline.statusCode, guideline.body).toBe(201);
    const id = guideline.json<{ id: number }>().id;
    const response = await call('POST', '/api/posts/sources', editor.cookie, {
      sourceType: 'assignment',
      sourceId: id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Post>()).toMatchObject({
      caption: 'FEIRA LIVRE',
      body: '<p>Preços sobem na feira.</p><p>Entrevistar feirantes.</p>',
      sourceType: 'assignment',
      sourceId: id,
    });
    // A writer of posts who may not read guidelines gets the guideline's own refusal.
    const refused = await call('POST', '/api/posts/sources', writer.cookie, {
      sourceType: 'assignment',
      sourceId: id,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('WordPress sites', () => {
  it('keeps the application password sealed and says when the site does not answer', async () => {
    const saved = await addSite(call, admin.cookie, {
      url: `${closedUrl}/`,
      name: 'Portal Fechado',
    });
    expect(saved.site).toMatchObject({ url: closedUrl, hasPassword: true, enabled: true });
    expect(saved.site).not.toHaveProperty('password');
    expect(saved.check).toMatchObject({ ok: false, key: 'posts:siteUnreachable' });
    expect(saved.check?.siteMessage).not.toBe('');
    const [row] = await tdb.database.db
      .select()
      .from(wordpressSites)
      .where(eq(wordpressSites.id, saved.site.id));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(row?.passwordSealed).not.toContain('abcd');
    expect(t.app.platform.secrets.open(row!.passwordSealed!)).toBe('abcd efgh ijkl mnop qrst uvwx');
  });

  it('refuses a second site at the same address and non-administrators', async () => {
    const url = `${closedUrl}/outro`;
    await addSite(call, admin.cookie, { url, enabled: false });
    const twice = await call('POST', '/api/wordpress_configs', admin.cookie, {
      name: 'De novo',
      url: `${url.toUpperCase().replace('HTTP://', 'http://')}/`,
      user: 'admin',
      password: 'x',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('posts:duplicateSite');
    const refused = await call('POST', '/api/wordpress_configs', editor.cookie, {
      name: 'x',
      url: 'http://example.org',
      user: 'a',
      password: 'b',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/wordpress_configs', reader.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/wordpress_configs', outsider.cookie)).statusCode).toBe(403);
  });

  it('keeps the password when an update leaves it out; a switched-off site is not checked', async () => {
    const { site } = await addSite(call, admin.cookie, { url: `${closedUrl}/manter` });
    const response = await call('PUT', `/api/wordpress_configs/${site.id}`, admin.cookie, {
      name: 'Portal Mantido',
      url: site.url,
      user: 'editor',
      enabled: false,
      version: site.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      site: { name: 'Portal Mantido', user: 'editor', hasPassword: true, enabled: false },
      check: null,
    });
  });

  it("answers the site's failure when its authors or categories are asked", async () => {
    const { site } = await addSite(call, admin.cookie, { url: `${closedUrl}/termos` });
    for (const list of ['authors', 'categories']) {
      const response = await call(
        'GET',
        `/api/wordpress_configs/${site.id}/${list}`,
        writer.cookie,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'posts:siteUnreachable',
        details: { siteMessage: expect.any(String) },
      });
    }
    expect(
      (await call('GET', `/api/wordpress_configs/${site.id}/authors`, reader.cookie)).statusCode,
    ).toBe(403);
  });
});

describe('publishing refusals', () => {
  let down: WordpressSite;
  let off: WordpressSite;
  let hanging: WordpressSite;

  beforeAll(async () => {
    down = (await addSite(call, admin.cookie, { url: `${closedUrl}/fora` })).site;
    off = (await addSite(call, admin.cookie, { url: `${closedUrl}/desligado`, enabled: false }))
      .site;
    hanging = (await addSite(call, admin.cookie, { url: silentUrl })).site;
  });

  const publish = (who: SignedIn, id: number, body: object = {}) =>
    call('PUT', `/api/posts/${id}/publish`, who.cookie, body);

  it('names what a publish lacks, and refuses a switched-off site', async () => {
    const post = await createPost(call, writer.cookie, { caption: 'Sem destino' });
    const incomplete = await publish(editor, post.id);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({
      message: 'posts:publishIncomplete',
      details: { fields: ['wordpressId', 'authorId', 'categoryId'] },
    });
    const disabled = await publish(editor, post.id, {
      wordpressId: off.id,
      authorId: 1,
      categoryId: 1,
    });
    expect(disabled.json().message).toBe('posts:siteDisabled');
    expect((await publish(writer, post.id)).statusCode).toBe(403);
  });

  it("answers the site's words when it is down, and keeps them as the post's last error", async () => {
    const post = await createPost(call, writer.cookie, {
      caption: 'Site fora do ar',
      wordpressId: down.id,
      authorId: 1,
      categoryId: 1,
    });
    const response = await publish(editor, post.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'posts:publishFailed',
      details: { siteMessage: expect.stringMatching(/.+/) },
    });
    const after = await getPost(editor, post.id);
    expect(after.version).toBe(post.version);
    expect(after.publication).toMatchObject({
      state: 'draft',
      lastError: response.json().details.siteMessage,
    });
  });

  it('lets one publish of a post run at a time', async () => {
    const post = await createPost(call, writer.cookie, {
      caption: 'Site lento',
      wordpressId: hanging.id,
      authorId: 1,
      categoryId: 1,
    });
    const first = publish(editor, post.id);
    // The first holds the post while the site does not answer.
    await expect
      .poll(async () => {
        const [row] = await tdb.database.db.select().from(posts).where(eq(posts.id, post.id));
        return row?.publishClaimUntil !== null;
      })
      .toBe(true);
    const second = await publish(editor, post.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('posts:publishInProgress');
    const answered = await first;
    expect(answered.statusCode).toBe(422);
    expect(answered.json().message).toBe('posts:publishFailed');
    // Released: the next try reaches the site again.
    expect((await publish(editor, post.id)).json().message).toBe('posts:publishFailed');
  });

  it('refuses to unpublish a post never published, and to move a sent post to another site', async () => {
    const post = await createPost(call, writer.cookie, { caption: 'Nunca publicado' });
    const unpublish = await call('PUT', `/api/posts/${post.id}/unpublish`, editor.cookie);
    expect(unpublish.statusCode).toBe(422);
    expect(unpublish.json().message).toBe('posts:notPublished');
    const sent = await createPost(call, writer.cookie, {
      caption: 'Enviado',
      wordpressId: down.id,
    });
    await tdb.database.db.update(posts).set({ wordpressPostId: 41 }).where(eq(posts.id, sent.id));
    const moved = await call('PUT', `/api/posts/${sent.id}`, writer.cookie, {
      caption: 'Enviado',
      wordpressId: hanging.id,
      version: sent.version,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe('posts:siteFixed');
  });

  it('keeps a site while posts are published on it', async () => {
    const post = await createPost(call, writer.cookie, { caption: 'No ar', wordpressId: down.id });
    await tdb.database.db
      .update(posts)
      .set({ wordpressPostId: 7, publicationState: 'published' })
      .where(eq(posts.id, post.id));
    const refused = await call('DELETE', `/api/wordpress_configs/${down.id}`, admin.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'posts:siteInUse', details: { count: 1 } });
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Post, WordpressSite, WordpressTerm } from '@newsroom/domain';
import { posts } from '../../platform/db/schema';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { addSite, createPost, savePost, uploadImage } from './posts.testkit';

/**
 * Posts published to a REAL WordPress (Debian's package, started by the peers suite): featured
 * and body images uploaded once, update of the same post, schedule, unpublish, a retry after a
 * lost answer, wrong credentials.
 */

const wordpress = inject('wordpress');
const clock = testClock();
const { t, tdb, call, signIn } = useTestApp({ clock });
let admin: SignedIn;
let editor: SignedIn;
let site: WordpressSite;
let authorId: number;
let categoryId: number;

const authorization = `Basic ${Buffer.from(`${wordpress.user}:${wordpress.applicationPassword}`).toString('base64')}`;

/** What the site holds, read by its own REST API. */
async function onSite(route: string): Promise<Record<string, unknown> & { id: number }> {
  const response = await fetch(`${wordpress.url}/?rest_route=/wp/v2/${route}&context=edit`, {
    headers: { authorization },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown> & { id: number };
}

const publish = async (post: Post, body: object = {}) => {
  const response = await call('PUT', `/api/posts/${post.id}/publish`, editor.cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
};

beforeAll(async () => {
  admin = await signIn({ permissions: { admin: 'write', post: 'read' } });
  editor = await signIn({ permissions: { post: 'admin' } });
  const saved = await addSite(call, admin.cookie, {
    url: wordpress.url,
    user: wordpress.user,
    password: wordpress.applicationPassword,
    name: 'Portal Horizonte',
  });
  expect(saved.check).toEqual({ ok: true, key: 'posts:credentialsValid', siteMessage: 'admin' });
  site = saved.site;
  const authors = (
    await call('GET', `/api/wordpress_configs/${site.id}/authors`, editor.cookie)
  ).json<WordpressTerm[]>();
  authorId = authors.find((author) => author.name === 'Ana Repórter')!.id;
  const categories = (
    await call('GET', `/api/wordpress_configs/${site.id}/categories`, editor.cookie)
  ).json<WordpressTerm[]>();
  categoryId = categories.find((category) => category.name === 'Cidade')!.id;
  expect(categories.find((category) => category.name === 'Futebol')?.parentId).toBe(
    categories.find((category) => category.name === 'Esportes')?.id,
  );
});

describe('publishing to WordPress', () => {
  it('publishes with the featured image and body images, then updates the same post', async () => {
    const featured = await uploadImage(t, editor.cookie, 'capa.jpg');
    const inline = await uploadImage(t, editor.cookie, 'detalhe.jpg');
    const post = await createPost(call, editor.cookie, {
      caption: 'Chuva alaga a Zona Leste',
      excerpt: 'Defesa Civil em alerta',
      body: `<p>Texto da matéria.</p><p><img src="/api/files/${inline}" alt="Rua alagada"></p>`,
      featuredImageId: featured,
      wordpressId: site.id,
      authorId,
      categoryId,
      tags: ['Chuva', 'São Paulo'],
    });
    const published = await publish(post);
    expect(published.publication).toMatchObject({
      state: 'published',
      wordpressPostId: expect.any(Number),
      link: expect.stringContaining(wordpress.url),
      publishedById: editor.id,
      changedSince: false,
      lastError: null,
    });
    const remote = await onSite(`posts/${published.publication.wordpressPostId}`);
    expect(remote).toMatchObject({
      status: 'publish',
      author: authorId,
      categories: [categoryId],
      title: { raw: 'Chuva alaga a Zona Leste' },
      slug: `chuva-alaga-a-zona-leste-${post.id}`,
    });
    const media = await onSite(`media/${remote.featured_media as number}`);
    expect(media.mime_type).toBe('image/jpeg');
    const content = (remote.content as { raw: string }).raw;
    expect(content).not.toContain('/api/files/');
    expect(content).toMatch(
      new RegExp(`<img src="${wordpress.url}/[^"]+\\.jpg" alt="Rua alagada"`),
    );
    const tagNames = await Promise.all(
      (remote.tags as number[]).map(async (id) => (await onSite(`tags/${id}`)).name),
    );
    expect(tagNames.sort()).toEqual(['Chuva', 'São Paulo']);

    const edited = await savePost(call, editor.cookie, published, { caption: 'Chuva alaga a ZL' });
    expect(edited.publication.changedSince).toBe(true);
    const updated = await publish(edited);
    expect(updated.publication.wordpressPostId).toBe(published.publication.wordpressPostId);
    expect(updated.publication.changedSince).toBe(false);
    const again = await onSite(`posts/${updated.publication.wordpressPostId}`);
    expect(again.title).toMatchObject({ raw: 'Chuva alaga a ZL' });
    // The images were uploaded once: the update sent the same media.
    expect(again.featured_media).toBe(remote.featured_media);
  });

  it('schedules a post dated ahead, and publishes it now when the date is cleared', async () => {
    const ahead = new Date(clock.now().getTime() + 2 * 24 * 3_600_000);
    const post = await createPost(call, editor.cookie, {
      caption: 'Previsão para o fim de semana',
      publicationDate: ahead.toISOString(),
      wordpressId: site.id,
      authorId,
      categoryId,
    });
    const scheduled = await publish(post);
    expect(scheduled.publication.state).toBe('scheduled');
    const remote = await onSite(`posts/${scheduled.publication.wordpressPostId}`);
    expect(remote.status).toBe('future');
    expect(new Date(`${remote.date_gmt as string}Z`).getTime()).toBe(
      Math.floor(ahead.getTime() / 1000) * 1000,
    );
    const now = await publish(
      await savePost(call, editor.cookie, scheduled, { publicationDate: null }),
    );
    expect(now.publication.state).toBe('published');
    expect((await onSite(`posts/${now.publication.wordpressPostId}`)).status).toBe('publish');
  });

  it('unpublishes to draft, and publishes the same post again', async () => {
    const post = await createPost(call, editor.cookie, {
      caption: 'Nota de falecimento',
      wordpressId: site.id,
      authorId,
      categoryId,
    });
    const published = await publish(post);
    const response = await call('PUT', `/api/posts/${post.id}/unpublish`, editor.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Post>().publication).toMatchObject({
      state: 'unpublished',
      wordpressPostId: published.publication.wordpressPostId,
    });
    expect((await onSite(`posts/${published.publication.wordpressPostId}`)).status).toBe('draft');
    const back = await publish(response.json<Post>());
    expect(back.publication.wordpressPostId).toBe(published.publication.wordpressPostId);
    expect((await onSite(`posts/${back.publication.wordpressPostId}`)).status).toBe('publish');
  });

  it('never makes a second post when the answer of a create was lost', async () => {
    const post = await createPost(call, editor.cookie, {
      caption: 'Resposta perdida',
      wordpressId: site.id,
      authorId,
      categoryId,
    });
    const first = await publish(post);
    // As if the site made the post but its answer never came back: only the slug was kept.
    await tdb.database.db
      .update(posts)
      .set({ wordpressPostId: null, link: null, publicationState: 'draft' })
      .where(eq(posts.id, post.id));
    const retried = await publish(first);
    expect(retried.publication.wordpressPostId).toBe(first.publication.wordpressPostId);
    const sameSlug = await fetch(
      `${wordpress.url}/?rest_route=/wp/v2/posts&slug=resposta-perdida-${post.id}&status=any`,
      { headers: { authorization } },
    );
    expect(((await sameSlug.json()) as unknown[]).length).toBe(1);
  });

  it("shows the site's refusal of wrong credentials, at the check and at a publish", async () => {
    const saved = await addSite(call, admin.cookie, {
      // The same site by another name: the unique address check lets it in.
      url: wordpress.url.replace('127.0.0.1', 'localhost'),
      user: wordpress.user,
      password: 'aaaa bbbb cccc dddd eeee ffff',
    });
    expect(saved.check).toMatchObject({ ok: false, key: 'posts:credentialsRejected' });
    const post = await createPost(call, editor.cookie, {
      caption: 'Senha errada',
      wordpressId: saved.site.id,
      authorId,
      categoryId,
    });
    const response = await call('PUT', `/api/posts/${post.id}/publish`, editor.cookie, {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'posts:publishFailed',
      details: { siteMessage: expect.stringMatching(/.+/) },
    });
    expect(
      (await call('GET', `/api/posts/${post.id}`, editor.cookie)).json<Post>().publication,
    ).toMatchObject({ state: 'draft', lastError: response.json().details.siteMessage });
  });
});

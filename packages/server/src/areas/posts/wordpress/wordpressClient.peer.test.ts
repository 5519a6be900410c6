import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WordpressError, wordpressClient } from './wordpressClient';

const site = inject('wordpress');
const admin = wordpressClient({
  url: site.url,
  user: site.user,
  password: site.applicationPassword,
});
const ana = site.authors.find((author) => author.name === 'Ana Repórter')!;
const categoryId = (name: string) => site.categories.find((category) => category.name === name)!.id;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A post as the REST API gives it to an editor, for what the client does not read back. */
async function rawPost(id: number): Promise<Record<string, unknown>> {
  const url = `${site.url}/?rest_route=/wp/v2/posts/${id}&context=edit`;
  const authorization = `Basic ${Buffer.from(`${site.user}:${site.applicationPassword}`).toString('base64')}`;
  const response = await fetch(url, { headers: { authorization } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The error a call throws. */
async function failure(call: Promise<unknown>): Promise<WordpressError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WordpressError);
  return error as WordpressError;
}

/** An ISO instant to the second, as WordPress keeps it. */
const toSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

const postFields = {
  title: 'Nota',
  excerpt: '',
  content: '<p>Texto.</p>',
  status: 'draft' as const,
  dateGmt: null,
  author: null,
  categories: [],
  tags: [],
  featuredMedia: null,
};

describe('reading the site', () => {
  it('names the signed-in user', async () => {
    expect(await admin.whoAmI()).toEqual({ id: 1, name: 'admin' });
  });

  it('lists the users who can author posts', async () => {
    const authors = await admin.authors();
    expect(authors.sort((a, b) => a.id - b.id)).toEqual(site.authors);
    expect(authors).toContainEqual({ id: ana.id, name: 'Ana Repórter' });
  });

  it('lists the categories with their parents', async () => {
    const categories = await admin.categories();
    expect(categories.sort((a, b) => a.id - b.id)).toEqual(site.categories);
    expect(categories).toContainEqual({
      id: categoryId('Futebol'),
      name: 'Futebol',
      parentId: categoryId('Esportes'),
    });
  });
});

describe('tags', () => {
  it('creates missing tags once and then finds them whatever the case', async () => {
    const created = await admin.tagIds(['Eleições 2026', 'Chuva forte', 'eleições 2026']);
    expect(created).toHaveLength(2);
    const again = await admin.tagIds(['chuva FORTE', 'ELEIÇÕES 2026', 'Seca']);
    expect(again.slice(0, 2)).toEqual([created[1], created[0]]);
    expect(created).not.toContain(again[2]);
  });

  it('takes the id WordPress names when it says the tag exists', async () => {
    // WordPress keeps "&" as "&amp;", so its search misses the name and the create answers term_exists.
    const [works] = await admin.tagIds(['Trânsito & Obras']);
    expect(await admin.tagIds(['trânsito & obras'])).toEqual([works]);
  });
});

describe('media', () => {
  it('uploads an image that the site then serves', async () => {
    const bytes = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c03030' },
    })
      .png()
      .toBuffer();
    const uploaded = await admin.uploadMedia({
      fileName: 'Foto da praça.png',
      contentType: 'image/png',
      bytes,
      altText: 'Praça central',
    });
    expect(uploaded.id).toBeGreaterThan(0);
    expect(uploaded.url).toMatch(
      new RegExp(`^${site.url}/wp-content/uploads/.*/Foto-da-praca\\.png$`),
    );
    const served = await fetch(uploaded.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });
});

describe('posts', () => {
  let imageId: number;
  let tagIds: number[];

  beforeAll(async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    imageId = (await admin.uploadMedia({ fileName: 'capa.jpg', contentType: 'image/jpeg', bytes }))
      .id;
    tagIds = await admin.tagIds(['Prefeitura', 'Orçamento']);
  });

  it('publishes a post with its author, categories, tags and featured image', async () => {
    const post = await admin.createPost({
      ...postFields,
      title: 'Câmara aprova orçamento',
      excerpt: 'Resumo.',
      status: 'publish',
      author: ana.id,
      categories: [categoryId('Cidade')],
      tags: tagIds,
      featuredMedia: imageId,
      slug: 'camara-aprova-orcamento',
    });
    expect(post.status).toBe('publish');
    // The site's permalinks: /year/month/slug/ of the date in the site's zone.
    expect(post.link).toMatch(new RegExp(`^${site.url}/\\d{4}/\\d{2}/camara-aprova-orcamento/$`));
    expect(Date.now() - Date.parse(post.dateGmt!)).toBeLessThan(60_000);
    expect(await admin.findPost(post.id)).toEqual(post);
    expect(await rawPost(post.id)).toMatchObject({
      title: { raw: 'Câmara aprova orçamento' },
      excerpt: { raw: 'Resumo.' },
      author: ana.id,
      categories: [categoryId('Cidade')],
      featured_media: imageId,
    });
    expect(((await rawPost(post.id)).tags as number[]).sort()).toEqual([...tagIds].sort());
  });

  it('is forbidden to an author writing under another user’s name, with the site’s reason', async () => {
    const author = wordpressClient({
      url: site.url,
      user: site.author.user,
      password: site.author.applicationPassword,
    });
    const error = await failure(author.createPost({ ...postFields, author: 1 }));
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      siteCode: 'rest_cannot_edit_others',
    });
    expect(error.siteMessage).toMatch(/not allowed/);
  });

  it('changes the title, then takes the post back to draft', async () => {
    const post = await admin.createPost({ ...postFields, status: 'publish' });
    const renamed = await admin.updatePost(post.id, { title: 'Nota corrigida' });
    expect(renamed).toEqual(post);
    expect(await rawPost(post.id)).toMatchObject({ title: { raw: 'Nota corrigida' } });

    const unpublished = await admin.updatePost(post.id, { status: 'draft' });
    expect(unpublished.status).toBe('draft');
    expect(await admin.findPost(post.id)).toMatchObject({ id: post.id, status: 'draft' });
  });

  it('schedules a post for its date; WordPress schedules a publish dated ahead too', async () => {
    const tomorrow = toSecond(Date.now() + DAY_MS);
    const scheduled = await admin.createPost({
      ...postFields,
      status: 'future',
      dateGmt: tomorrow,
    });
    expect(scheduled).toMatchObject({ status: 'future', dateGmt: tomorrow });
    expect(await admin.findPost(scheduled.id)).toEqual(scheduled);

    const publishedAhead = await admin.createPost({
      ...postFields,
      status: 'publish',
      dateGmt: tomorrow,
    });
    expect(publishedAhead.status).toBe('future');
  });

  it('publishes a scheduled post now only when given the date of now', async () => {
    const tomorrow = toSecond(Date.now() + DAY_MS);
    const scheduled = await admin.createPost({
      ...postFields,
      status: 'future',
      dateGmt: tomorrow,
    });
    expect(await admin.updatePost(scheduled.id, { status: 'publish' })).toMatchObject({
      status: 'future',
      dateGmt: tomorrow,
    });
    const now = toSecond(Date.now());
    expect(await admin.updatePost(scheduled.id, { status: 'publish', dateGmt: now })).toMatchObject(
      {
        status: 'publish',
        dateGmt: now,
      },
    );
  });

  it('publishes back-dated, and publishes a schedule whose date has gone', async () => {
    const lastWeek = toSecond(Date.now() - 7 * DAY_MS);
    const backDated = await admin.createPost({
      ...postFields,
      status: 'publish',
      dateGmt: lastWeek,
    });
    expect(backDated).toMatchObject({ status: 'publish', dateGmt: lastWeek });

    const late = await admin.createPost({ ...postFields, status: 'future', dateGmt: lastWeek });
    expect(late).toMatchObject({ status: 'publish', dateGmt: lastWeek });
  });

  it('finds posts by slug in any status', async () => {
    const draft = await admin.createPost({ ...postFields, slug: 'pauta-do-dia' });
    expect(await admin.findBySlug('pauta-do-dia')).toEqual([draft]);

    const published = await admin.createPost({
      ...postFields,
      status: 'publish',
      slug: 'nota-publicada',
    });
    expect(await admin.findBySlug('nota-publicada')).toEqual([published]);
    expect(await admin.findBySlug('nenhuma-nota-assim')).toEqual([]);
  });

  it('gives a post whose slug is taken a slug of its own, draft or published', async () => {
    const first = await admin.createPost({ ...postFields, status: 'publish', slug: 'mesmo-slug' });
    const second = await admin.createPost({ ...postFields, status: 'publish', slug: 'mesmo-slug' });
    expect(second.link).toMatch(/\/mesmo-slug-2\/$/);
    const draft = await admin.createPost({ ...postFields, slug: 'mesmo-slug' });
    expect(await admin.findBySlug('mesmo-slug')).toEqual([first]);
    expect(await admin.findBySlug('mesmo-slug-3')).toEqual([draft]);
  });

  it('knows no post the site does not have', async () => {
    expect(await admin.findPost(999_999)).toBeNull();
    const error = await failure(admin.updatePost(999_999, { title: 'x' }));
    expect(error).toMatchObject({
      kind: 'notFound',
      status: 404,
      siteCode: 'rest_post_invalid_id',
    });
  });
});

describe('failures', () => {
  it('is unauthorized with a wrong application password, with the site’s message', async () => {
    const wrong = wordpressClient({
      url: site.url,
      user: site.user,
      password: 'abcd efgh ijkl mnop',
    });
    const error = await failure(wrong.whoAmI());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(error.siteMessage).not.toBe('');
  });

  it('is unreachable when nothing listens at the address', async () => {
    const port = await closedPort();
    const down = wordpressClient({ url: `http://127.0.0.1:${port}/`, user: 'a', password: 'b' });
    const error = await failure(down.whoAmI());
    expect(error).toMatchObject({ kind: 'unreachable', status: null });
    expect(error.siteMessage).toContain('ECONNREFUSED');
  });

  describe('a site that never answers', () => {
    let silent: Server;
    beforeAll(async () => {
      silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('times out', async () => {
      const { port } = silent.address() as AddressInfo;
      const slow = wordpressClient(
        { url: `http://127.0.0.1:${port}`, user: 'a', password: 'b' },
        { timeoutMs: 300 },
      );
      const error = await failure(slow.categories());
      expect(error).toMatchObject({
        kind: 'timeout',
        status: null,
        siteMessage: 'no answer within 0.3 s',
      });
    });
  });
});

/** A loopback port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

import { describe, expect, it } from 'vitest';
import {
  bodyFromTexts,
  isOnSite,
  plainTextOfBody,
  publicationStateOf,
  storedFileIdOf,
  wordpressSlugOf,
  wordpressStatusFor,
} from './postRules';
import { postInputSchema } from './post';

const now = new Date('2026-11-27T12:00:00Z');

describe('wordpressStatusFor', () => {
  it.each([
    [null, { status: 'publish', dateGmt: null }],
    ['2026-11-27T13:00:00Z', { status: 'future', dateGmt: '2026-11-27T13:00:00.000Z' }],
    ['2026-11-27T10:30:00-03:00', { status: 'future', dateGmt: '2026-11-27T13:30:00.000Z' }],
    ['2026-11-27T08:00:00-03:00', { status: 'publish', dateGmt: '2026-11-27T11:00:00.000Z' }],
    ['2026-11-27T12:00:00Z', { status: 'publish', dateGmt: '2026-11-27T12:00:00.000Z' }],
  ] as const)('%s → %j', (date, expected) => {
    expect(wordpressStatusFor(date, now)).toEqual(expected);
  });
});

describe('publicationStateOf and isOnSite', () => {
  it.each([
    ['publish', 'published', true],
    ['future', 'scheduled', true],
    ['draft', 'unpublished', false],
    ['pending', 'unpublished', false],
    ['private', 'unpublished', false],
  ] as const)('%s → %s', (status, state, onSite) => {
    expect(publicationStateOf(status)).toBe(state);
    expect(isOnSite(publicationStateOf(status))).toBe(onSite);
  });

  it('a post never sent is not on the site', () => {
    expect(isOnSite('draft')).toBe(false);
  });
});

describe('wordpressSlugOf', () => {
  it.each([
    ['Chuva forte alaga a Zona Leste', 12, 'chuva-forte-alaga-a-zona-leste-12'],
    ['São João: 3ª edição, à noite!', 7, 'sao-joao-3a-edicao-a-noite-7'],
    ['  —  ', 9, 'post-9'],
    ['Ñandú en el Pantanal', 1, 'nandu-en-el-pantanal-1'],
  ])('%s → %s', (caption, id, slug) => {
    expect(wordpressSlugOf(caption, id)).toBe(slug);
  });

  it('keeps a long caption to 150 characters before the id', () => {
    const slug = wordpressSlugOf('palavra '.repeat(60), 3);
    expect(slug.length).toBeLessThanOrEqual(152);
    expect(slug).toMatch(/^palavra-.*[a-z]-3$/);
  });
});

describe('storedFileIdOf', () => {
  it.each([
    ['/api/files/0b6f1c8e-2a4d-4c3e-9f1a-7d2e5b6c8a90', '0b6f1c8e-2a4d-4c3e-9f1a-7d2e5b6c8a90'],
    ['/api/files/0B6F1C8E-2A4D-4C3E-9F1A-7D2E5B6C8A90', '0b6f1c8e-2a4d-4c3e-9f1a-7d2e5b6c8a90'],
    ['/api/files/0b6f1c8e-2a4d-4c3e-9f1a-7d2e5b6c8a90/thumbnail', null],
    ['https://example.org/a.jpg', null],
    ['/api/files/12', null],
  ])('%s → %s', (src, id) => {
    expect(storedFileIdOf(src)).toBe(id);
  });
});

describe('bodyFromTexts and plainTextOfBody', () => {
  it('makes paragraphs of blank-line parts and breaks of single ones, escaping the text', () => {
    expect(
      bodyFromTexts(['Primeiro <b>parágrafo</b>\nsegunda linha\n\nSegundo', '', 'A & B']),
    ).toBe(
      '<p>Primeiro &lt;b&gt;parágrafo&lt;/b&gt;<br>segunda linha</p><p>Segundo</p><p>A &amp; B</p>',
    );
  });

  it('reads the text of a body back', () => {
    const html =
      '<h2>Título</h2><p>Um &amp; dois<br>três</p><ul><li>item</li></ul><p><img src="/x.png"></p>';
    expect(plainTextOfBody(html)).toBe('Título\nUm & dois\ntrês\nitem');
  });

  it('round-trips the text of a source', () => {
    expect(plainTextOfBody(bodyFromTexts(['x < y\n\nz']))).toBe('x < y\nz');
  });
});

describe('postInputSchema', () => {
  it('fills the defaults of a caption alone', () => {
    expect(postInputSchema.parse({ caption: '  Manchete  ' })).toEqual({
      caption: 'Manchete',
      excerpt: '',
      body: '',
      featuredImageId: null,
      publicationDate: null,
      wordpressId: null,
      authorId: null,
      categoryId: null,
      tags: [],
    });
  });

  it.each([
    [{ caption: '' }],
    [{ caption: 'x', publicationDate: '2026-11-27 10:00' }],
    [{ caption: 'x', featuredImageId: 12 }],
    [{ caption: 'x', tags: [''] }],
    [{ caption: 'x', tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }],
  ])('refuses %j', (input) => {
    expect(postInputSchema.safeParse(input).success).toBe(false);
  });
});

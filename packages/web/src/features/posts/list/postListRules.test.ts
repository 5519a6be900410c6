import { describe, expect, it } from 'vitest';
import type { Post } from '@newsroom/domain';
import type { PostFilter } from '../api/postsApi';
import { pageOf, postFixture } from '../testSupport';
import { applyToPage, matchesFilter } from './postListRules';

const ZONE = 'America/Sao_Paulo';
const all: PostFilter = { filter: '', page: 0 };

const cases: [string, PostFilter, Partial<Post>, boolean][] = [
  ['no filter', all, {}, true],
  ['the state filtered on', { ...all, state: 'draft' }, {}, true],
  ['another state', { ...all, state: 'published' }, {}, false],
  // 02:30 UTC on the 21st is still the 20th in São Paulo.
  ['the newsroom day', { ...all, to: '2026-11-20' }, { changeDate: '2026-11-21T02:30:00Z' }, true],
  [
    'a day after the range',
    { ...all, to: '2026-11-20' },
    { changeDate: '2026-11-21T04:00:00Z' },
    false,
  ],
  ['a day before the range', { ...all, from: '2026-11-21' }, {}, false],
  [
    'words of the caption, accents and case aside',
    { ...all, filter: 'sao CHUVA' },
    { caption: 'Chuva em São Paulo' },
    true,
  ],
  ['words of the tags', { ...all, filter: 'enchente' }, { tags: ['Enchente'] }, true],
  ['a word it lacks', { ...all, filter: 'chuva sol' }, {}, false],
  ['words of a masked post', { ...all, filter: 'chuva' }, { visible: false }, false],
  ['the trash', all, { excluded: true }, false],
];

describe('matchesFilter', () => {
  it.each(cases)('%s', (_name, filter, fields, expected) => {
    expect(matchesFilter(postFixture(fields), filter, ZONE)).toBe(expected);
  });
});

describe('applyToPage', () => {
  const first = postFixture({ id: 1 });
  const second = postFixture({ id: 2 });

  it('puts a matching new post first on the first page only', () => {
    const created = { kind: 'create', post: postFixture({ id: 9 }) } as const;
    expect(applyToPage(pageOf([first, second]), all, created, ZONE).data.map((p) => p.id)).toEqual([
      9, 1, 2,
    ]);
    const later = pageOf([first, second], 40, 1);
    expect(applyToPage(later, { ...all, page: 1 }, created, ZONE)).toBe(later);
  });

  it('drops a post an update takes out of the filter, and skips an older copy', () => {
    const drafts = { ...all, state: 'draft' } as const;
    const published = postFixture({
      id: 1,
      version: 2,
      publication: { ...first.publication, state: 'published' },
    });
    const page = pageOf([first, second]);
    expect(
      applyToPage(page, drafts, { kind: 'update', post: published }, ZONE).data.map((p) => p.id),
    ).toEqual([2]);
    expect(applyToPage(page, drafts, { kind: 'update', post: first }, ZONE)).toBe(page);
  });
});

import { describe, expect, it } from 'vitest';
import { SEARCH_KIND_READ_ROLES, SEARCH_KINDS, searchableKinds, searchQuerySchema } from './search';
import {
  collectTexts,
  editDistance,
  fuzzyEdits,
  joinTexts,
  searchTerms,
  tsqueryText,
} from './searchText';

describe('searchTerms', () => {
  it.each([
    ['Inundação  na São João', ['inundacao', 'na', 'sao', 'joao']],
    ["a & b | !c <-> d:* 'e'", ['a', 'b', 'c', 'd', 'e']],
    ['ÁRVORE—caída, 2026!', ['arvore', 'caida', '2026']],
    ['  ', []],
    ['&|!()', []],
  ])('%s → %j', (input, expected) => {
    expect(searchTerms(input)).toEqual(expected);
  });

  it('keeps at most 16 words', () => {
    expect(searchTerms(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(16);
  });
});

describe('tsqueryText', () => {
  it.each([
    ['Chuva forte', 'MUST', 'chuva & forte'],
    ['Chuva forte', 'SHOULD', 'chuva | forte'],
    ['Chuva forte', 'PHRASE', 'chuva <-> forte'],
    ['Chuva forte', 'FUZZY', 'chuva | forte'],
    ["chuva' & (forte", 'MUST', 'chuva & forte'],
    ['!!!', 'MUST', null],
  ] as const)('%s in %s → %s', (input, mode, expected) => {
    expect(tsqueryText(input, mode)).toBe(expected);
  });
});

describe('editDistance and fuzzyEdits', () => {
  it.each([
    ['enxente', 'enchente', 2],
    ['enchemte', 'enchente', 1],
    ['itakera', 'itaquera', 2],
    ['munisipal', 'municipal', 1],
    ['estadoi', 'estadio', 1],
    ['casa', 'casa', 0],
    ['', 'abc', 3],
    ['alagamento', 'zona', 3],
  ])('%s → %s: %i (max 2, more = 3)', (a, b, expected) => {
    expect(editDistance(a, b, 2)).toBe(expected);
  });

  it('tolerates no edit up to 2 letters, 1 up to 5, 2 beyond', () => {
    expect([1, 2, 3, 5, 6, 12].map(fuzzyEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('collectTexts', () => {
  it('collects non-blank strings under the keys, in order, at any depth', () => {
    const value = [
      { text: ' Boa noite ', slug: 'ABERTURA', other: 'no', subSections: [{ text: 'Cabeça' }] },
      { cgFields: [{ name: 'Nome', value: 'Maria' }, { value: '  ' }] },
      'loose',
      null,
    ];
    expect(collectTexts(value, ['text', 'slug', 'value'])).toEqual([
      'Boa noite',
      'ABERTURA',
      'Cabeça',
      'Maria',
    ]);
  });

  it('joins parts skipping blanks', () => {
    expect(joinTexts(['a', ' ', null, undefined, ' b '])).toBe('a\nb');
  });
});

describe('searchQuerySchema', () => {
  it('defaults to MUST, every kind, first page of 25', () => {
    expect(searchQuerySchema.parse({ q: ' chuva ' })).toEqual({
      q: 'chuva',
      mode: 'MUST',
      kinds: [],
      page: 0,
      size: 25,
    });
  });

  it('reads kinds repeated or comma separated and coerces ids', () => {
    const parsed = searchQuerySchema.parse({
      q: 'x',
      kinds: ['stories,assignments', 'newsreports'],
      programId: '3',
      authorId: '7',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parsed.kinds).toEqual(['stories', 'assignments', 'newsreports']);
    expect(parsed.programId).toBe(3);
    expect(parsed.authorId).toBe(7);
  });

  it.each([
    [{ q: '' }],
    [{ q: 'x', mode: 'ANY' }],
    [{ q: 'x', kinds: 'tweets' }],
    [{ q: 'x', from: '2026-02-01', to: '2026-01-01' }],
    [{ q: 'x', from: '01/02/2026' }],
  ])('refuses %j', (input) => {
    expect(searchQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('searchableKinds', () => {
  it.each([
    [[], []],
    [['ROLE_STORY_READ'], ['stories']],
    [['ROLE_RUNDOWN_READ', 'ROLE_STORY_WRITE'], []],
    [
      ['ROLE_STORY_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_ASSIGNMENT_READ'],
      ['assignments', 'newsreports', 'stories'],
    ],
    [['ROLE_ROOT'], [...SEARCH_KINDS]],
  ])('%j → %j', (roles, expected) => {
    expect(searchableKinds(roles)).toEqual(expected);
  });

  it("finds each kind by its area's read role; the agency's kinds share the agency's", () => {
    for (const kind of SEARCH_KINDS) {
      expect(searchableKinds([SEARCH_KIND_READ_ROLES[kind]])).toContain(kind);
    }
    expect(searchableKinds(['ROLE_AGENCY_READ'])).toEqual(['facebook', 'rss', 'twitter']);
    expect(searchableKinds(['ROLE_CONTACT_READ'])).toEqual(['contacts']);
  });
});

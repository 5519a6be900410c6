import { describe, expect, it } from 'vitest';
import type { OutboxEvent } from '../../platform/realtime/outbox';
import { storiesSearch } from './stories.search';

const event = (action: string, data: unknown, id: number | null = 7) =>
  ({ topic: 'stories', entity: 'story', action, id, data }) as unknown as OutboxEvent;

describe('stories search: which events rewrite index rows', () => {
  it.each([
    ['PATCH slug', event('PATCH', { field: 'slug', value: 'CHUVA' }), [7]],
    ['PATCH information', event('PATCH', { field: 'information', value: 'x' }), [7]],
    ['PATCH isPrivate', event('PATCH', { field: 'isPrivate', value: true }), [7]],
    ['PATCH estimatedMs', event('PATCH', { field: 'estimatedMs', value: 60_000 }), []],
    ['PATCH approved', event('PATCH', { field: 'approved', value: true }), []],
    ['PATCH without a field', event('PATCH', {}), [7]],
    ['UPDATE', event('UPDATE', {}), [7]],
    ['DELETE', event('DELETE', { id: 7 }), [7]],
    ['MOVE in one rundown', event('MOVE', { rundownIds: [1], blocks: [{ storyIds: [7] }] }), []],
    [
      'MOVE between rundowns',
      event('MOVE', { rundownIds: [1, 2], blocks: [{ storyIds: [7, 8] }] }, null),
      [7, 8],
    ],
  ])('%s', (_name, given, ids) => {
    expect(storiesSearch.idsOf!(given)).toEqual(ids);
  });
});

describe('stories search: a slug patch rewrites the title alone', () => {
  it.each([
    [
      'PATCH slug',
      event('PATCH', { field: 'slug', value: 'x', story: { slug: 'CHUVA' } }),
      'CHUVA',
    ],
    ['PATCH slug without the story', event('PATCH', { field: 'slug', value: 'CHUVA' }), null],
    ['PATCH information', event('PATCH', { field: 'information', story: { slug: 'A' } }), null],
    ['UPDATE', event('UPDATE', { story: { slug: 'A' } }), null],
  ])('%s', (_name, given, title) => {
    expect(storiesSearch.titleOf!(given)).toBe(title);
  });
});

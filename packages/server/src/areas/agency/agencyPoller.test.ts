import { describe, expect, it } from 'vitest';
import type { FetchedItem } from './fetch/fetchedItem';
import { itemsToStore } from './agencyPoller';

const NOW = new Date('2026-11-26T12:00:00Z');
const item = (more: Partial<FetchedItem>): FetchedItem => ({
  guid: null,
  link: null,
  title: 'Chuva forte na capital',
  summaryHtml: '<p>Alerta da Defesa Civil.</p>',
  author: '',
  imageUrl: null,
  publishedAt: new Date('2026-11-26T11:00:00Z'),
  ...more,
});
const source = { id: 7, network: 'rss' };

describe('itemsToStore', () => {
  it.each([
    ['https://g1.example/a', 'https://g1.example/a'],
    ['http://g1.example/a', 'http://g1.example/a'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['not a url', null],
  ])('keeps the link %s as %s', (link, expected) => {
    const [row] = itemsToStore(source, [item({ link, imageUrl: link })], [], NOW);
    expect(row?.link).toBe(expected);
    expect(row?.imageUrl).toBe(expected);
  });

  it('stores an item once per identity, flags flash titles and never dates one in the future', () => {
    const rows = itemsToStore(
      source,
      [
        item({ guid: 'a', title: 'URGENTE: ponte interditada' }),
        item({ guid: 'a', title: 'URGENTE: ponte interditada (repetido)' }),
        item({ guid: 'b', publishedAt: new Date('2030-01-01T00:00:00Z') }),
        item({ guid: 'c', title: '', summaryHtml: '' }),
      ],
      ['urgente'],
      NOW,
    );
    expect(rows.map((row) => [row.title, row.flash, row.publishedAt])).toEqual([
      ['URGENTE: ponte interditada', true, new Date('2026-11-26T11:00:00Z')],
      ['Chuva forte na capital', false, NOW],
    ]);
    expect(rows[0]!.summary).toBe('<p>Alerta da Defesa Civil.</p>');
  });
});

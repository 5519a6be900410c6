import { describe, expect, it } from 'vitest';
import type { Paged, Post, SearchHit, WordpressSite } from '@newsroom/domain';
import { demoReader, useDemoApp } from './demoTestkit';

const { t } = useDemoApp(new Date('2025-03-10T15:00:00Z'));

describe('posts demo', () => {
  it('has the portal switched off and drafts, the private one masked to others', async () => {
    const get = demoReader(t);
    const [site] = await get<WordpressSite[]>('/api/wordpress_configs', 'editor');
    expect(site).toMatchObject({ name: 'Portal TV Horizonte', enabled: false, hasPassword: false });
    const mine = await get<Paged<Post>>('/api/posts/filter', 'reporter');
    expect(mine.total).toBe(3);
    expect(mine.data.every((post) => post.publication.state === 'draft')).toBe(true);
    expect(mine.data[0]).toMatchObject({
      caption: 'Temporal deixa 30 mil imóveis sem energia na Zona Leste',
      wordpressId: site!.id,
      abilities: { canEdit: true, canPublish: false },
    });
    const theirs = await get<Paged<Post>>('/api/posts/filter', 'editor');
    expect(theirs.data.filter((post) => !post.visible)).toHaveLength(1);
    expect(theirs.data.find((post) => post.visible)?.abilities.canPublish).toBe(true);
    const found = await get<Paged<SearchHit>>(
      '/api/search?q=vacinacao&kinds=posts',
      'apresentador',
    );
    expect(found.data.map((hit) => hit.title)).toContain(
      'Campanha de vacinação contra a gripe é prorrogada até dezembro',
    );
  });
});

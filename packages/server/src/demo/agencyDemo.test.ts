import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AgencyLane, AgencySource, NewsSuggestion, Paged } from '@newsroom/domain';
import { DEMO_FEEDS_DIR, datedFeed } from '../areas/agency/demoFeeds.routes';
import { parseFeed } from '../areas/agency/fetch/parseFeed';
import { demoReader, useDemoApp } from './demoTestkit';

const NOW = new Date('2025-03-10T15:00:00Z');
const { t } = useDemoApp(NOW);

describe('agency demo', () => {
  it('gives the producer lanes over the shipped feeds and the social sources to enable', async () => {
    const get = demoReader(t);
    const lanes = await get<AgencyLane[]>('/api/agency/lanes', 'produtor');
    expect(lanes.map((lane) => lane.name)).toEqual(['Nacional', 'Cidade', 'Urgentes']);
    const sources = await get<AgencySource[]>('/api/agency/sources', 'produtor');
    expect(new Set(sources.map((source) => source.network))).toEqual(
      new Set(['rss', 'twitter', 'facebook', 'mastodon', 'bluesky']),
    );
    const suggestions = await get<Paged<NewsSuggestion>>(
      '/api/news_suggestions?used=false',
      'produtor',
    );
    expect(suggestions.data.map((s) => s.slug)).toEqual([
      'OBRAS DO CORREDOR NORTE',
      'FEIRA DO LIVRO',
    ]);
  });

  it('ships feeds that read as current news in each format', async () => {
    const files = readdirSync(DEMO_FEEDS_DIR);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const text = datedFeed(readFileSync(path.join(DEMO_FEEDS_DIR, file), 'utf8'), NOW);
      const feed = await parseFeed(
        Buffer.from(text),
        file.endsWith('.json') ? 'application/feed+json' : 'application/xml',
      );
      expect(feed.items.length, file).toBeGreaterThanOrEqual(2);
      for (const item of feed.items) {
        expect(item.publishedAt!.getTime(), `${file}: ${item.title}`).toBeLessThanOrEqual(
          NOW.getTime(),
        );
        expect(NOW.getTime() - item.publishedAt!.getTime()).toBeLessThan(4 * 60 * 60_000);
      }
    }
  });

  it('serves the shipped feeds to its own poller, without a session', async () => {
    const answer = await t.app.inject({ url: '/api/agency/demo_feeds/defesa-civil.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Alerta de chuva forte');
    expect(answer.body).not.toContain('{{');
    expect(
      (await t.app.inject({ url: '/api/agency/demo_feeds/..%2Fpackage.json' })).statusCode,
    ).toBe(400);
  });
});

import { newsroomToday, type PresenterRate } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import { loginCookie } from '../test/testApp';
import type { RundownView } from '../areas/rundowns/rundowns.presenter';
import { useDemoApp } from './demoTestkit';
import { DEMO_PASSWORD } from './demoData';

const now = new Date('2025-03-10T15:00:00Z');
const today = newsroomToday('America/Sao_Paulo', now);

const { t } = useDemoApp(now);

describe('hard hits and read rates demo', () => {
  it('pins the sports live link and gives presenters rates, one suggestion waiting', async () => {
    const editor = await loginCookie(t.app, 'editor', DEMO_PASSWORD);
    const get = (url: string) => t.app.inject({ url, headers: { cookie: editor } });
    const grid = (await get(`/api/rundowns/grid?date=${today}`)).json<
      { id: number; programName: string }[]
    >();
    const sports = grid.find((g) => g.programName === 'Esporte Total')!;
    const rundown = (await get(`/api/rundowns/${sports.id}`)).json<RundownView>();
    const pinned = rundown.blocks.find((b) => b.hitTime !== null);
    expect(pinned?.name).toBe('Bloco 2');
    expect(rundown.timing.hits).toHaveLength(1);
    const rates = (await get('/api/presenters/read-rates')).json<{ presenters: PresenterRate[] }>();
    const byName = new Map(rates.presenters.map((p) => [p.name, p]));
    expect(byName.get('Carlos Mendes')).toMatchObject({ wpm: 150, suggestion: null });
    expect(rates.presenters.filter((p) => p.suggestion !== null)).toHaveLength(1);
  });
});

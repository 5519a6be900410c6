import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import type { Rundown } from '@newsroom/domain';
import { loginCookie } from '../test/testApp';
import { useDemoApp } from './demoTestkit';
import { DEMO_PASSWORD } from './demoData';

const now = new Date('2025-03-10T15:00:00Z');
const today = newsroomToday('America/Sao_Paulo', now);

const { t } = useDemoApp(now);

type GridItem = { id: number; programName: string; storyCount: number };

describe('rundowns demo', () => {
  it("seeds today's and tomorrow's rundowns with blocks, Standby and a private story of the reporter", async () => {
    const editor = await loginCookie(t.app, 'editor', DEMO_PASSWORD);
    const grid = (
      await t.app.inject({ url: `/api/rundowns/grid?date=${today}`, headers: { cookie: editor } })
    ).json<GridItem[]>();
    expect(grid.map((g) => g.programName).sort()).toEqual([
      'Esporte Total',
      'Jornal da Manhã',
      'Jornal da Noite',
      'Jornal do Meio-Dia',
    ]);
    const tomorrow = (
      await t.app.inject({
        url: `/api/rundowns/grid?date=${addDaysToDate(today, 1)}`,
        headers: { cookie: editor },
      })
    ).json<GridItem[]>();
    expect(tomorrow).toHaveLength(4);
    const morning = grid.find((g) => g.programName === 'Jornal da Manhã')!;
    const rundown = (
      await t.app.inject({ url: `/api/rundowns/${morning.id}`, headers: { cookie: editor } })
    ).json<Rundown>();
    expect(rundown.blocks.length).toBeGreaterThanOrEqual(3);
    expect(rundown.blocks.at(-1)).toMatchObject({ name: 'Standby', isStandbyBlock: true });
    expect(rundown.blocks.at(-1)!.stories).toHaveLength(1);
    const hidden = rundown.blocks.flatMap((b) => b.stories).find((s) => s.isPrivate)!;
    expect(hidden).toMatchObject({ visible: false, slug: '' });
    const reporter = await loginCookie(t.app, 'reporter', DEMO_PASSWORD);
    const own = (
      await t.app.inject({ url: `/api/rundowns/${morning.id}`, headers: { cookie: reporter } })
    ).json<Rundown>();
    expect(own.blocks.flatMap((b) => b.stories).find((s) => s.id === hidden.id)?.slug).toBe(
      'DENÚNCIA OBRAS',
    );
  });
});

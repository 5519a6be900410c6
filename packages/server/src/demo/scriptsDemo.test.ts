import { describe, expect, it } from 'vitest';
import { newsroomToday, type ScriptBook } from '@newsroom/domain';
import { demoReader, useDemoApp } from './demoTestkit';
import { DEMO_REPORTAGE_STORY_SLUG } from './reportageStoryDemo';

const now = new Date('2025-03-10T15:00:00Z');
const today = newsroomToday('America/Sao_Paulo', now);

const { t } = useDemoApp(now);

describe('scripts demo', () => {
  it("gives today's morning show a script book: texts, a joined reportage, a masked story, Standby last", async () => {
    const get = demoReader(t);
    const programs = await get<{ id: number; name: string }[]>(
      '/api/programs/accessible',
      'editor',
    );
    const morning = programs.find((program) => program.name === 'Jornal da Manhã')!;
    const answer = await get<ScriptBook>(
      `/api/scripts?date=${today}&programId=${morning.id}`,
      'editor',
    );
    const stories = answer.rundowns[0]!.stories;
    expect(stories.map((story) => story.page)).toEqual(
      stories.map((_, position) => String(position + 1).padStart(2, '0')),
    );
    const read = stories.filter((story) => story.parts.some((part) => part.kind === 'camera'));
    expect(read.length).toBeGreaterThanOrEqual(8);
    expect(read.every((story) => story.presenterIds.length > 0)).toBe(true);

    const water = stories.find((story) => story.slug === DEMO_REPORTAGE_STORY_SLUG)!;
    expect(water.blockName).toBe('Bloco 2');
    expect(water.parts.map((part) => part.cue ?? part.kind)).toEqual([
      'camera',
      'cueIn',
      'video',
      'cg',
      'cg',
      'cg',
      'cueOut',
      'camera',
    ]);
    expect(water.reportage?.slug).toBe(DEMO_REPORTAGE_STORY_SLUG);
    expect(water.reportage!.parts.map((part) => part.cue ?? part.kind)).toContain('interview');
    expect(water.reportage!.parts.filter((part) => part.kind === 'text').length).toBeGreaterThan(1);

    expect(stories.filter((story) => !story.visible)).toMatchObject([{ slug: '', parts: [] }]);
    expect(stories.at(-1)).toMatchObject({ standby: true, slug: 'NOTA RESERVA FERIADO' });
  });
});

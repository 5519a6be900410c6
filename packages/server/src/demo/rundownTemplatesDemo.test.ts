import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ProgramSummary,
  RundownTemplate,
  RundownTemplateSummary,
  StoryTemplate,
} from '@newsroom/domain';
import { loginCookie } from '../test/testApp';
import { DEMO_ADMIN_PASSWORD, useDemoApp } from './demoTestkit';

let cookie: string;
const now = new Date('2025-03-10T15:00:00Z');

const { t } = useDemoApp(now);

beforeAll(async () => {
  cookie = await loginCookie(t.app, 'admin', DEMO_ADMIN_PASSWORD);
});

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('rundown templates demo', () => {
  it('gives each program a template ending with the Standby block, and story templates', async () => {
    const programs = await get<ProgramSummary[]>('/api/programs/accessible');
    const morning = programs.find((program) => program.name === 'Jornal da Manhã')!;
    const [summary] = await get<RundownTemplateSummary[]>(
      `/api/rundown_templates?programId=${morning.id}`,
    );
    expect(summary!.name).toBe('Padrão Jornal da Manhã');
    const template = await get<RundownTemplate>(`/api/rundown_templates/${summary!.id}`);
    expect(template.blocks.map((block) => block.name)).toEqual([
      'Abertura',
      'Bloco 1',
      'Bloco 2',
      'Bloco 3',
      'Encerramento',
      'Stand by',
    ]);
    expect(template.blocks.at(-1)!.isStandbyBlock).toBe(true);
    expect(template.blocks[0]!.stories.map((story) => story.slug)).toEqual([
      'ABERTURA',
      'ESCALADA',
    ]);
    const stories = await get<StoryTemplate[]>(`/api/story_templates?programId=${morning.id}`);
    expect(stories.map((story) => story.name)).toEqual(
      expect.arrayContaining(['ABERTURA', 'ESCALADA', 'PREVISÃO DO TEMPO', 'ENCERRAMENTO']),
    );
  });
});

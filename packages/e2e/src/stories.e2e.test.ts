import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient, ApiError } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * The story editor never loses what a user typed (issue 5 "Nothing lost"): a conflicting save,
 * a save after the lock was taken over, a reload mid-edit and a network failure each keep the
 * text as a draft the user gets back.
 */

const baseURL = inject('baseURL');
const browser = useBrowser();
let editorApi: ApiClient;
let otherApi: ApiClient;
let programId: number;
let rundownId: number;
let blockId: number;
const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);

interface StoryRow {
  id: number;
  slug: string;
}
interface StoryDocument {
  id: number;
  slug: string;
  version: number;
  sections: { type: string; subSections: { text: string }[] }[];
}
interface EditAnswer {
  story: StoryDocument;
  lock: { uuid: string };
}

beforeAll(async () => {
  editorApi = new ApiClient(baseURL);
  await editorApi.login('editor', 'newsroom');
  otherApi = new ApiClient(baseURL);
  await otherApi.login('esportes', 'newsroom');
  const programs = await editorApi.get<{ id: number; name: string }[]>('/api/programs/accessible');
  programId = programs.find((p) => p.name === 'Jornal da Manhã')!.id;
  const rundown = await editorApi.post<{
    id: number;
    blocks: { id: number; isStandbyBlock: boolean }[];
  }>('/api/rundowns', { date, programId });
  rundownId = rundown.id;
  blockId = rundown.blocks.find((b) => !b.isStandbyBlock)!.id;
});

/** A new story of the test rundown with a slug. */
async function newStory(slug: string): Promise<StoryRow> {
  const story = await editorApi.post<StoryRow>(`/api/blocks/${blockId}/stories`);
  await editorApi.patch(`/api/stories/${story.id}`, { field: 'slug', value: slug });
  return story;
}

/** The story's tab in the rundown screen, opened by URL. */
function storyUrl(storyId: number): string {
  return `/main?area=rundown&date=${date}&program=${programId}&open=${rundownId}&forms=${storyId}.${rundownId}&tab=story-${storyId}`;
}

/** Opens the story form as `nickname` and waits until it is editable. */
async function openForm(nickname: string, storyId: number): Promise<Page> {
  const page = await browser.page();
  await login(page, nickname, 'newsroom');
  await page.goto(storyUrl(storyId));
  await page.waitForSelector(`[data-testid=story-form][data-story-id="${storyId}"]`);
  await page.waitForSelector('[data-testid=socket-state][data-state=connected]');
  return page;
}

/** Adds a HEADER section with one on-camera text and types `text` into it. */
async function typeHeadText(page: Page, text: string): Promise<void> {
  await page.click('[data-testid=story-add-section]');
  await page.click('[data-testid=story-add-section-HEADER]');
  const section = page.locator('[data-testid=story-section][data-type=HEADER]');
  await section.locator('[data-testid=story-add-subsection]').click();
  await page.click('[data-testid=story-add-subsection-CAMERA_TEXT]');
  await section.locator('[data-testid=story-subsection-text]').first().fill(text);
}

const headText = (page: Page) =>
  page
    .locator('[data-testid=story-section][data-type=HEADER] [data-testid=story-subsection-text]')
    .first();

/** Reloads and takes the draft back from the editor's recovery prompt. */
async function reloadAndRestore(page: Page, storyId: number): Promise<void> {
  await page.reload();
  await page.waitForSelector(`[data-testid=story-form][data-story-id="${storyId}"]`);
  await page.click('[data-testid=story-draft-restore]');
}

/** How many story drafts the page's browser keeps (evaluated as text: this package has no DOM types). */
function storyDrafts(page: Page): Promise<number> {
  return page.evaluate<number>(
    `Object.keys(localStorage).filter((k) => k.includes(':story:')).length`,
  );
}

/** Seconds per character of the test program's default presenter (story config). */
async function presenterReadRate(): Promise<number> {
  const program = await editorApi.get<{ defaultPresenterId: number | null }>(
    `/api/programs/${programId}`,
  );
  const config = await editorApi.get<{
    readRates: Record<string, number>;
    defaultReadRate: number;
  }>('/api/stories/config');
  return (
    (program.defaultPresenterId !== null
      ? config.readRates[String(program.defaultPresenterId)]
      : undefined) ?? config.defaultReadRate
  );
}

/** Whether someone holds the story's edit lock. */
async function storyLocked(storyId: number): Promise<boolean> {
  const locks = await editorApi.get<{ entityType: string; entityId: string }[]>('/api/locks');
  return locks.some((lock) => lock.entityType === 'story' && lock.entityId === String(storyId));
}

async function savedText(storyId: number): Promise<string[]> {
  const story = await editorApi.get<StoryDocument>(`/api/stories/${storyId}`);
  return story.sections.flatMap((s) => s.subSections.map((sub) => sub.text));
}

describe('story editor', () => {
  it('saves sections with live totals and keeps every save as a version', async () => {
    const story = await newStory('FEIRA LIVRE');
    const page = await openForm('editor', story.id);
    const text =
      'A feira livre do bairro completa cinquenta anos com festa para os moradores hoje.';
    await typeHeadText(page, text);
    // The text is read by the program's default presenter at their own read rate.
    const seconds = Math.round(text.length * (await presenterReadRate()));
    await expect
      .poll(() => page.textContent('[data-testid=story-total]'))
      .toContain(`00:${String(seconds).padStart(2, '0')}`);
    await page.click('[data-testid=story-save]');
    await expect
      .poll(() => savedText(story.id))
      .toEqual([
        'A feira livre do bairro completa cinquenta anos com festa para os moradores hoje.',
      ]);
    await headText(page).fill('A feira livre do bairro faz cinquenta anos.');
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => savedText(story.id))
      .toEqual(['A feira livre do bairro faz cinquenta anos.']);
    await page.click('[data-testid=story-versions]');
    await page.waitForSelector('[data-testid=versions-dialog]');
    // The dialog opens loading; its versions arrive after.
    await expect
      .poll(() => page.locator('[data-testid=revision-slide]').count())
      .toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it('keeps the text when a newer version was saved meanwhile, as a recoverable draft', async () => {
    const story = await newStory('OBRAS NO METRÔ');
    const page = await openForm('editor', story.id);
    await typeHeadText(page, 'Texto da editora que não pode se perder.');

    // Meanwhile another user takes the story over, saves a newer version and lets it go.
    const edit = await otherApi.post<EditAnswer>(`/api/stories/${story.id}/edit`, {
      takeOver: true,
    });
    await otherApi.put(`/api/stories/${story.id}`, {
      version: edit.story.version,
      slug: 'OBRAS NO METRÔ',
      sections: [
        {
          type: 'HEADER',
          subSections: [{ uuid: 'x1', type: 'CAMERA_TEXT', text: 'Versão de outra pessoa.' }],
        },
      ],
    });
    await otherApi.delete(`/api/locks/${edit.lock.uuid}`);

    // The lost lock turns Save off; the text stays on screen, the newer version is stored.
    await page.waitForSelector('[data-testid=lock-banner][data-status=lost]');
    expect(await page.isDisabled('[data-testid=story-save]')).toBe(true);
    expect(await headText(page).inputValue()).toBe('Texto da editora que não pode se perder.');
    expect(await savedText(story.id)).toEqual(['Versão de outra pessoa.']);

    // Taking the lock back loads the latest version and offers the user's text back.
    await page.click('[data-testid=lock-take-over]');
    await page.click('[data-testid=story-draft-restore]');
    await expect
      .poll(() => headText(page).inputValue())
      .toBe('Texto da editora que não pode se perder.');
    await page.click('[data-testid=story-save]');
    await expect
      .poll(() => savedText(story.id))
      .toEqual(['Texto da editora que não pode se perder.']);
    await page.context().close();
  });

  it('turns Save off after the lock was taken over and keeps the draft', async () => {
    const story = await newStory('TRÂNSITO NA MARGINAL');
    const page = await openForm('editor', story.id);
    await typeHeadText(page, 'Lentidão de oito quilômetros na Marginal.');

    const other = await openForm('esportes', story.id);
    await other.waitForSelector('[data-testid=lock-banner]');
    await other.click('[data-testid=lock-take-over]');
    await page.waitForSelector('[data-testid=lock-banner][data-status=lost]');

    // Save is off while the lock is someone else's; the text stays on screen.
    expect(await page.isDisabled('[data-testid=story-save]')).toBe(true);
    expect(await savedText(story.id)).toEqual([]);
    expect(await headText(page).inputValue()).toBe('Lentidão de oito quilômetros na Marginal.');

    // The other user closes the story, releasing the lock; a reload offers the draft back.
    await other.click('[data-testid=story-close]');
    await expect.poll(() => storyLocked(story.id)).toBe(false);
    await other.context().close();
    await reloadAndRestore(page, story.id);
    await expect
      .poll(() => headText(page).inputValue())
      .toBe('Lentidão de oito quilômetros na Marginal.');
    await page.context().close();
  });

  it('offers the draft back after a browser reload mid-edit', async () => {
    const story = await newStory('VACINAÇÃO');
    const page = await openForm('editor', story.id);
    await typeHeadText(page, 'Postos abrem no sábado para a campanha de vacinação.');
    await expect.poll(() => storyDrafts(page)).toBeGreaterThan(0);
    await reloadAndRestore(page, story.id);
    await expect
      .poll(() => headText(page).inputValue())
      .toBe('Postos abrem no sábado para a campanha de vacinação.');
    await page.click('[data-testid=recovery-panel-button]');
    await page.waitForSelector('[data-testid=recovery-entry]');
    await page.context().close();
  });

  it('keeps the draft and says so when the network fails during a save', async () => {
    const story = await newStory('CHUVA DE GRANIZO');
    const page = await openForm('editor', story.id);
    await typeHeadText(page, 'Granizo atinge a zona sul no fim da tarde.');

    await page.route(`**/api/stories/${story.id}`, (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.click('[data-testid=story-save]');
    await page.waitForSelector('.ant-notification-notice');
    expect(await savedText(story.id)).toEqual([]);
    expect(await headText(page).inputValue()).toBe('Granizo atinge a zona sul no fim da tarde.');
    await expect.poll(() => storyDrafts(page)).toBeGreaterThan(0);

    // Back online, the same save goes through and the draft is gone.
    await page.unroute(`**/api/stories/${story.id}`);
    await page.click('[data-testid=story-save]');
    await expect
      .poll(() => savedText(story.id))
      .toEqual(['Granizo atinge a zona sul no fim da tarde.']);
    await expect.poll(() => storyDrafts(page)).toBe(0);
    await page.context().close();
  });

  it('refuses bad input with the spec keys and saves nothing', async () => {
    const story = await newStory('ENTRADA AO VIVO');
    const edit = await editorApi.post<EditAnswer>(`/api/stories/${story.id}/edit`, {});
    const attempt = async (body: unknown) => {
      try {
        await editorApi.put(`/api/stories/${story.id}`, body);
        return null;
      } catch (error) {
        return error as ApiError;
      }
    };
    const base = { version: edit.story.version, slug: 'ENTRADA AO VIVO' };
    const badDuration = await attempt({ ...base, estimatedMs: 'ten seconds' });
    expect(badDuration?.status).toBe(400);
    expect(JSON.stringify(badDuration?.body)).toContain('invalidDuration');
    const badSection = await attempt({ ...base, sections: [{ type: 'OPENING' }] });
    expect(badSection?.status).toBe(400);
    const longCg = await attempt({
      ...base,
      sections: [
        {
          type: 'HEADER',
          subSections: [
            {
              uuid: 'c1',
              type: 'CG',
              cgFields: [{ uuid: 'f1', name: 'Nome', size: 5, value: 'Longo demais' }],
            },
          ],
        },
      ],
    });
    expect(longCg?.status).toBe(400);
    expect(JSON.stringify(longCg?.body)).toContain('maxChars');
    const current = await editorApi.get<StoryDocument>(`/api/stories/${story.id}`);
    expect(current.version).toBe(edit.story.version);
    await editorApi.delete(`/api/locks/${edit.lock.uuid}`);
  });
});

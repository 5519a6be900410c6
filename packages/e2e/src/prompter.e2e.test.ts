import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { IMOSObjectStatus, type TestMosDevice } from '../../server/src/areas/mos/mos.testDevice';
import { ApiClient } from './support/api';
import { startPlayoutProgram } from './support/playout';
import { login, useBrowser } from './support/browser';

/**
 * The web prompter end to end (issue 26): a prompter window on a MOS rundown jumps to the story a
 * playout device built with the connector puts on air (PLAY), and shows an edit of a story above
 * within a second while the words at the reading line stay put (the edit's delay is printed); a
 * second screen set to follow goes where the operator's screen goes.
 */

const baseURL = inject('baseURL');
const DEVICE_MOS_ID = 'prompter.e2e.mos';
const browser = useBrowser();
let device: TestMosDevice;
let editorApi: ApiClient;
let rundownId: number;
const stories: { id: number; uuid: string }[] = [];
const date = new Date(Date.now() + 19 * 86_400_000).toISOString().slice(0, 10);

const cameraText = (text: string) => [
  {
    type: 'HEADER',
    subSections: [{ uuid: crypto.randomUUID(), type: 'CAMERA_TEXT', camera: '1', text }],
  },
];

async function saveText(storyId: number, slug: string, text: string) {
  const current = await editorApi.get<{ version: number }>(`/api/stories/${storyId}`);
  await editorApi.put(`/api/stories/${storyId}`, {
    version: current.version,
    slug,
    sections: cameraText(text),
  });
}

/** Where the story's top is relative to the prompter's reading line, in px (as text: no DOM types here). */
function fromReadingLine(page: Page, storyId: number): Promise<number> {
  return page.evaluate<number>(
    `document.querySelector('[data-story-id="${storyId}"]').getBoundingClientRect().top -
     document.querySelector('.nrcs-prompter__reading-line').getBoundingClientRect().top`,
  );
}

beforeAll(async () => {
  const playout = await startPlayoutProgram(baseURL, {
    mosId: DEVICE_MOS_ID,
    device: 'Prompter E2E playout',
    program: 'Jornal Prompter E2E',
    channels: ['A'],
  });
  device = playout.device;

  editorApi = new ApiClient(baseURL);
  await editorApi.login('editor', 'newsroom');
  const rundown = await editorApi.post<{ id: number; blocks: { id: number }[] }>('/api/rundowns', {
    date,
    programId: playout.programId,
  });
  rundownId = rundown.id;
  const texts = ['Boa noite.', 'A chuva voltou ao centro.', 'Até amanhã.'];
  for (const [index, text] of texts.entries()) {
    const story = await editorApi.post<{ id: number; uuid: string }>(
      `/api/blocks/${rundown.blocks[0]!.id}/stories`,
    );
    await saveText(story.id, `MATÉRIA ${index + 1}`, `${text} `.repeat(40));
    await editorApi.patch(`/api/stories/${story.id}`, { field: 'approved', value: true });
    stories.push(story);
  }
  // Under load the newsroom's link to a just-registered device can take seconds to come up.
  await device.newsroomConnected();
  await editorApi.post(`/api/rundowns/${rundownId}/mos/enable`);
  await device.next((m) => m.type === 'roCreate' && m.roId === `NRCS-RD-${rundownId}`);
}, 60_000);

afterAll(async () => {
  await device?.stop();
});

describe('prompter', () => {
  it('jumps to the story a MOS device plays, shows an edit above within a second in place, and leads a follower', async () => {
    const page = await browser.page();
    await login(page, 'editor', 'newsroom');
    await page.goto(`/prompter/${rundownId}`);
    await page.waitForSelector('[data-testid=prompter-story] >> nth=2');

    const [first, second] = stories as [(typeof stories)[0], (typeof stories)[0]];
    await device.storyStatus(`NRCS-RD-${rundownId}`, second.uuid, IMOSObjectStatus.PLAY);
    await page.waitForSelector(`[data-testid=prompter][data-on-air="${second.id}"]`);
    await expect.poll(() => fromReadingLine(page, second.id)).toBeCloseTo(0, -1);

    // An edit of the story above: seen within a second, the story read stays at the line.
    const started = Date.now();
    await saveText(first.id, 'MATÉRIA 1', 'Boa noite, edição extra. '.repeat(80));
    const saved = Date.now();
    await page.waitForSelector('text=Boa noite, edição extra.');
    const shown = Date.now();
    console.log(
      `prompter: story edit shown ${shown - saved} ms after the save answered (${shown - started} ms with the save)`,
    );
    expect(Math.abs(await fromReadingLine(page, second.id))).toBeLessThan(2);

    // A follower screen (another window, another user's session is not needed): PageDown on the
    // operator's screen moves both to the third story.
    const follower = await browser.page();
    await login(follower, 'editor', 'newsroom');
    await follower.evaluate(`localStorage.setItem('nrcs.prompter.view', '{"mode":"follower"}')`);
    await follower.goto(`/prompter/${rundownId}`);
    await follower.waitForSelector('[data-testid=prompter-story] >> nth=2');
    // Its socket subscribes once the page has loaded; should it miss the PageDown, the paused
    // operator's next position (every 5 s) brings it there.
    const third = stories[2]!;
    await page.keyboard.press('PageDown');
    await expect.poll(() => fromReadingLine(page, third.id)).toBeCloseTo(0, -1);
    await expect
      .poll(() => fromReadingLine(follower, third.id), { timeout: 15_000 })
      .toBeCloseTo(0, -1);
    await follower.context().close();
    await page.context().close();
  });
});

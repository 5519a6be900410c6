import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMOSObjectStatus, type TestMosDevice } from '../../server/src/areas/mos/mos.testDevice';
import { ApiClient } from './support/api';
import { startPlayoutProgram } from './support/playout';
import { login, useBrowser } from './support/browser';

/**
 * MOS end to end (issue 9): the built server, as the newsroom side of MOS, replicates a rundown
 * to a playout device started by this test on loopback ports. The editor enables MOS from the
 * rundown toolbar, the device receives roCreate with the story and its video item, a PLAY from
 * the device puts the story on air in the browser, a stopped device is reported unreachable and
 * a replace brings it up to date when it is back.
 */

const baseURL = inject('baseURL');
const DEVICE_MOS_ID = 'playout.e2e.mos';
const browser = useBrowser();
let device: TestMosDevice;
let editorApi: ApiClient;
let programId: number;
let rundownId: number;
let storyUuid: string;
const date = new Date(Date.now() + 17 * 86_400_000).toISOString().slice(0, 10);
const roId = () => `NRCS-RD-${rundownId}`;

interface Rundown {
  id: number;
  blocks: { id: number; stories: { id: number; uuid: string; slug: string }[] }[];
}

beforeAll(async () => {
  ({ device, programId } = await startPlayoutProgram(baseURL, {
    mosId: DEVICE_MOS_ID,
    device: 'Playout E2E',
    program: 'Jornal MOS E2E',
    channels: ['A', 'B'],
  }));

  editorApi = new ApiClient(baseURL);
  await editorApi.login('editor', 'newsroom');
  const rundown = await editorApi.post<Rundown>('/api/rundowns', { date, programId });
  rundownId = rundown.id;
  const story = await editorApi.post<{ id: number; uuid: string }>(
    `/api/blocks/${rundown.blocks[0]!.id}/stories`,
  );
  storyUuid = story.uuid;
  const current = await editorApi.get<{ version: number }>(`/api/stories/${story.id}`);
  await editorApi.put(`/api/stories/${story.id}`, {
    version: current.version,
    slug: 'VT ENCHENTE',
    sections: [
      {
        type: 'VT',
        subSections: [
          {
            uuid: crypto.randomUUID(),
            type: 'MOS_VIDEO',
            slug: 'VT ENCHENTE CENTRO',
            channel: 'B',
            media: { slug: 'VT ENCHENTE CENTRO', objectId: 'CLIP-0420', durationMs: 95_000 },
          },
        ],
      },
    ],
  });
  await editorApi.patch(`/api/stories/${story.id}`, { field: 'approved', value: true });
}, 60_000);

afterAll(async () => {
  await device?.stop();
});

describe('MOS', () => {
  it('replicates the rundown to a playout device whose PLAY puts the story on air; unreachable, then replaced', async () => {
    const page = await browser.page();
    await login(page, 'editor', 'newsroom');
    await page.goto(`/main?area=rundown&date=${date}&program=${programId}`);
    await page.waitForSelector('[data-testid="story-row-VT ENCHENTE"]');
    await page.waitForSelector('[data-testid=socket-state][data-state=connected]');

    // Enable: the device receives the running order with the story and its video item.
    const from = device.received.length;
    await page.click('[data-testid=rundown-mos-toggle]');
    const create = await device.next((m) => m.type === 'roCreate' && m.roId === roId(), from);
    expect(create.stories.map((s) => s.id)).toEqual([storyUuid]);
    expect(create.stories[0]!.items).toMatchObject([
      { objectId: 'CLIP-0420', slug: 'VT ENCHENTE CENTRO', channel: 'B' },
    ]);
    await page.waitForSelector('[data-testid=rundown-mos-toggle][data-enabled=true]');
    await page.waitForSelector('[data-testid=mos-device][data-check=EXIST]');

    // The playout takes the story: it turns on air in the browser.
    await device.storyStatus(roId(), storyUuid, IMOSObjectStatus.PLAY);
    await page.waitForSelector('[data-testid="story-row-VT ENCHENTE"][data-status=play]');

    // The device goes away: notify-ready names it unreachable within the MOS timeout.
    await device.stop();
    await page.click('[data-testid=rundown-mos-ready]');
    await expect
      .poll(async () => (await page.locator('.ant-notification').textContent()) ?? '', {
        timeout: 15_000,
      })
      .toContain('Playout E2E');
    await page.waitForSelector('[data-testid=rundown-mos][data-busy=false]');

    // A second story while it is away; back again, replace brings it up to date.
    const rundown = await editorApi.get<Rundown>(`/api/rundowns/${rundownId}`);
    const added = await editorApi.post<{ uuid: string }>(
      `/api/blocks/${rundown.blocks[0]!.id}/stories`,
    );
    await device.start();
    const back = device.received.length;
    await expect
      .poll(
        async () => {
          await page.click('[data-testid=rundown-mos-replace]');
          await page.waitForSelector('[data-testid=rundown-mos][data-busy=false]');
          return device.received
            .slice(back)
            .some((m) => m.type === 'roReplace' && m.roId === roId());
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    const replace = device.received.slice(back).find((m) => m.type === 'roReplace')!;
    expect(replace.stories.map((s) => s.id)).toEqual([storyUuid, added.uuid]);
    await page.context().close();
  });
});

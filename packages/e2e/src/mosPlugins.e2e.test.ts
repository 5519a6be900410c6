import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/env';

/**
 * MOS HTML plug-ins end to end (issue 26): a plug-in page served by this test on another
 * loopback port (another origin) is opened from the story editor's Plugins menu. It asks who
 * hosts it (ncsReqAppInfo → ncsAppInfo), sends an ncsItem by postMessage, which becomes a MOS_CG
 * subsection and is acknowledged (ncsAck); an item dropped on a section, or handed over by the
 * plug-in's drop page laid over the section while it drags, becomes one too.
 */

const baseURL = inject('baseURL');
const browser = useBrowser();
const date = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
let plugin: Server;
let pluginOrigin: string;
let programId: number;
let rundownId: number;
let blockId: number;
let editor: ApiClient;
let deviceId: number;

interface StoryDocument {
  sections: {
    type: string;
    subSections: { type: string; slug: string; media: { objectId: string } | null }[];
  }[];
}

const ITEM = (id: string, slug: string) =>
  `<mos><ncsItem><item><itemID>1</itemID><itemSlug>${slug}</itemSlug><objID>${id}</objID>` +
  '<mosID>cg.e2e.mos</mosID><objType>STILL</objType><mosAbstract>Lower third</mosAbstract>' +
  '<objTB>25</objTB><objDur>125</objDur></item></ncsItem></mos>';

/**
 * The plug-in page: records what the newsroom posts, sends an item on a button and lets another
 * be dragged, naming its drop page (the drop-page technique).
 */
const PLUGIN_PAGE = (host: string) => `<!doctype html><html><body>
<button id="send">Send</button>
<div id="drag" draggable="true" style="padding:12px;background:#fd0">Drag me</div>
<pre id="log"></pre>
<script>
  const log = (text) => (document.getElementById('log').textContent += text + '\\n');
  window.addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(host)}) return;
    log(event.data);
  });
  document.getElementById('send').addEventListener('click', () =>
    window.parent.postMessage(${JSON.stringify(ITEM('CG-E2E-1', 'Ana Souza'))}, ${JSON.stringify(host)}));
  const drag = document.getElementById('drag');
  drag.addEventListener('dragstart', (event) => {
    event.dataTransfer.setData('text/plain', ${JSON.stringify(ITEM('CG-E2E-3', 'Beatriz Reis'))});
    const dropPageUrl = new URL('/drop.html', window.location.href).href;
    window.parent.postMessage({ event: 'dragStart', dropPageUrl }, ${JSON.stringify(host)});
  });
  drag.addEventListener('dragend', () =>
    window.parent.postMessage({ event: 'dragEnd' }, ${JSON.stringify(host)}));
  window.parent.postMessage('<mos><ncsReqAppInfo/></mos>', ${JSON.stringify(host)});
</script></body></html>`;

/** The plug-in's drop page, laid by the newsroom over a section while the plug-in drags. */
const DROP_PAGE = (host: string) => `<!doctype html><html><body style="margin:0;height:100vh">
<script>
  const send = (message) => window.parent.postMessage(message, ${JSON.stringify(host)});
  let over = false;
  document.addEventListener('dragover', (event) => {
    event.preventDefault();
    if (!over) send({ event: 'dragEnter' });
    over = true;
  });
  document.addEventListener('drop', (event) => {
    event.preventDefault();
    send({ event: 'drop' });
    send({ event: 'data', data: event.dataTransfer.getData('text/plain') });
  });
</script></body></html>`;

const PAGES: Record<string, (host: string) => string> = {
  '/plugin.html': PLUGIN_PAGE,
  '/drop.html': DROP_PAGE,
};

beforeAll(async () => {
  const host = new URL(baseURL).origin;
  plugin = createServer((request, response) => {
    const page = PAGES[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' });
    response.end(page ? page(host) : '');
  });
  await new Promise<void>((resolve) => plugin.listen(0, '127.0.0.1', resolve));
  pluginOrigin = `http://127.0.0.1:${(plugin.address() as AddressInfo).port}`;
  expect(pluginOrigin).not.toBe(host);

  const admin = new ApiClient(baseURL);
  await admin.login(ADMIN_USERNAME, ADMIN_PASSWORD);
  deviceId = (
    await admin.post<{ id: number }>('/api/devices', {
      name: 'GC plug-in E2E',
      type: 'CG',
      protocol: 'WS',
      plugin: 'HTML',
      pluginUrl: `${pluginOrigin}/plugin.html`,
    })
  ).id;

  editor = new ApiClient(baseURL);
  await editor.login('editor', 'newsroom');
  const programs = await editor.get<{ id: number; name: string }[]>('/api/programs/accessible');
  programId = programs.find((p) => p.name === 'Jornal da Manhã')!.id;
  const rundown = await editor.post<{
    id: number;
    blocks: { id: number; isStandbyBlock: boolean }[];
  }>('/api/rundowns', { date, programId });
  rundownId = rundown.id;
  blockId = rundown.blocks.find((b) => !b.isStandbyBlock)!.id;
});

afterAll(() => new Promise<void>((resolve) => plugin?.close(() => resolve())));

/** A new story (each test its own: the editor keeps a story's edit lock) open in the editor. */
async function openEditor(slug: string): Promise<Page & { storyId: number }> {
  const storyId = (await editor.post<{ id: number }>(`/api/blocks/${blockId}/stories`)).id;
  await editor.patch(`/api/stories/${storyId}`, { field: 'slug', value: slug });
  const page = await browser.page();
  await login(page, 'editor', 'newsroom');
  await page.goto(
    `/main?area=rundown&date=${date}&program=${programId}&open=${rundownId}&forms=${storyId}.${rundownId}&tab=story-${storyId}`,
  );
  await page.waitForSelector(`[data-testid=story-form][data-story-id="${storyId}"]`);
  return Object.assign(page, { storyId });
}

/** A DataTransfer made in `frame` (its own realm), holding `text` as text/plain when given. */
function dataTransferIn(frame: Frame, text?: string) {
  const fill = text === undefined ? '' : `t.setData('text/plain', ${JSON.stringify(text)});`;
  // A string expression: the e2e package has no DOM types.
  return frame.evaluateHandle(`(() => { const t = new DataTransfer(); ${fill} return t; })()`);
}

const mosSubsections = (page: Page) =>
  page.locator('[data-testid=story-subsection][data-type=MOS_CG]');

describe('MOS HTML plug-ins', () => {
  it('opens the plug-in of another origin, answers ncsAppInfo and takes an ncsItem by postMessage', async () => {
    const page = await openEditor('PLUGIN POST');
    await page.click('[data-testid=plugins-menu]');
    await page.click(`[data-testid=plugin-open-${deviceId}]`);
    const frame = page.frameLocator('[data-testid=plugin-frame]');
    await expect
      .poll(async () => (await frame.locator('#log').textContent()) ?? '')
      .toContain('<ncsAppInfo>');
    const log = (await frame.locator('#log').textContent()) ?? '';
    expect(log).toContain('<ncsID>nrcs.e2e.mos</ncsID>');
    expect(log).toContain(`<roID>NRCS-RD-${rundownId}</roID>`);
    expect(log).toContain('<userID>editor</userID>');
    expect(log).toContain('<language>pt-BR</language>');

    await frame.locator('#send').click();
    await expect.poll(() => mosSubsections(page).count()).toBe(1);
    await expect
      .poll(async () => (await frame.locator('#log').textContent()) ?? '')
      .toContain('<status>ACK</status>');
    await expect
      .poll(() => page.locator('[data-testid=story-section][data-type=VT]').count())
      .toBe(1);
    // Saved by the editor's own save, so the usual MOS replication sends it to the devices.
    await page.click('[data-testid=story-save]');
    await expect
      .poll(async () => {
        const saved = await editor.get<StoryDocument>(`/api/stories/${page.storyId}`);
        return saved.sections.flatMap((s) =>
          s.subSections.map((sub) => [s.type, sub.type, sub.slug, sub.media?.objectId]),
        );
      })
      .toEqual([['VT', 'MOS_CG', 'Ana Souza', 'CG-E2E-1']]);
    await page.context().close();
  });

  it('takes an item dropped on a section (synthetic DataTransfer, see DECISIONS)', async () => {
    const page = await openEditor('PLUGIN DROP');
    await page.click('[data-testid=plugins-menu]');
    await page.click(`[data-testid=plugin-open-${deviceId}]`);
    await page.waitForSelector('[data-testid=plugin-frame]');
    await page.click('[data-testid=story-add-section]');
    await page.click('[data-testid=story-add-section-HEADER]');
    const zone = '[data-testid=story-section-drop][data-section=HEADER]';
    await page.waitForSelector(zone);
    const dataTransfer = await page.evaluateHandle(
      (xml) => {
        // Runs in the page: the e2e package has no DOM types.
        const { DataTransfer } = globalThis as unknown as {
          DataTransfer: new () => { setData(type: string, data: string): void };
        };
        const transfer = new DataTransfer();
        transfer.setData('text/plain', xml);
        return transfer;
      },
      ITEM('CG-E2E-2', 'Carlos Lima'),
    );
    await page.dispatchEvent(zone, 'dragover', { dataTransfer });
    await page.dispatchEvent(zone, 'drop', { dataTransfer });
    const header = page.locator('[data-testid=story-section][data-type=HEADER]');
    await expect
      .poll(() => header.locator('[data-testid=story-subsection][data-type=MOS_CG]').count())
      .toBe(1);
    await page.context().close();
  });

  it('takes an item through the drop page the plug-in lays over a section while it drags', async () => {
    const page = await openEditor('PLUGIN DROP PAGE');
    await page.click('[data-testid=plugins-menu]');
    await page.click(`[data-testid=plugin-open-${deviceId}]`);
    await page.click('[data-testid=story-add-section]');
    await page.click('[data-testid=story-add-section-HEADER]');
    const plugin = await (await page.waitForSelector('[data-testid=plugin-frame]')).contentFrame();
    // The plug-in's own dragstart: it puts the item on the drag and names its drop page.
    // (Playwright's mouse drag ends the source's drag at once, so the gesture is dispatched.)
    const dragData = await dataTransferIn(plugin!);
    await plugin!.dispatchEvent('#drag', 'dragstart', { dataTransfer: dragData });
    const zone = page.locator('[data-testid=story-section-drop][data-section=HEADER]');
    const overlay = await zone.locator('[data-testid=story-section-drop-page]').elementHandle();
    const dropPage = (await overlay!.contentFrame())!;
    await dropPage.waitForLoadState();
    expect(new URL(dropPage.url()).origin).toBe(pluginOrigin);
    // The drop lands on the drop page (the plug-in's origin reads its own drag), which hands the
    // item to the newsroom by message.
    const dropped = await dataTransferIn(dropPage, ITEM('CG-E2E-3', 'Beatriz Reis'));
    await dropPage.dispatchEvent('body', 'dragover', { dataTransfer: dropped });
    await dropPage.dispatchEvent('body', 'drop', { dataTransfer: dropped });
    const header = page.locator('[data-testid=story-section][data-type=HEADER]');
    await expect
      .poll(() => header.locator('[data-testid=story-subsection][data-type=MOS_CG]').count())
      .toBe(1);
    // The item taken is the one the drop page handed over (the editor says so by its slug).
    await page.locator('.ant-message', { hasText: 'Beatriz Reis' }).waitFor();
    // The overlay is gone with the drag.
    await expect.poll(() => zone.locator('[data-testid=story-section-drop-page]').count()).toBe(0);
    await page.context().close();
  });
});

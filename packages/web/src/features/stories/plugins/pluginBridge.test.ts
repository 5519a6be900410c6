import { describe, expect, it, vi } from 'vitest';
import { parseMosPluginMessage, type NcsAppInfo } from '@newsroom/domain';
import { createPluginBridge, type PostTarget } from './pluginBridge';

const PLUGIN = 'http://127.0.0.1:9000';
const ITEM =
  '<mos><ncsItem><item><objID>CG-1</objID><itemSlug>Ana</itemSlug></item></ncsItem></mos>';

const appInfo: NcsAppInfo = {
  mosId: 'nrcs.newsroom.mos',
  ncsId: 'nrcs.newsroom.mos',
  userId: 'ana',
  runContext: 'BROWSE',
  product: 'Newsroom',
  version: '1',
  roId: '',
  storyId: 'uuid',
  language: 'pt-BR',
  uiMetric: { startX: 0, startY: 0, endX: 10, endY: 10 },
};

function setUp(isTaken = true) {
  const posted: { message: unknown; origin: string }[] = [];
  const page: PostTarget = { postMessage: (message, origin) => posted.push({ message, origin }) };
  const dropFrame = { postMessage: vi.fn() };
  const options = {
    pluginOrigin: PLUGIN,
    pluginWindow: () => page,
    dropSectionOf: (source: unknown) => (source === dropFrame ? ('VT' as const) : null),
    appInfo: () => appInfo,
    onItem: vi.fn(() => isTaken),
    onDrag: vi.fn(),
    onDropHover: vi.fn(),
    onAck: vi.fn(),
    onRejected: vi.fn(),
  };
  const bridge = createPluginBridge(options);
  const kinds = () => posted.map((p) => parseMosPluginMessage(p.message)?.kind ?? 'appInfo');
  return { bridge, page, dropFrame, posted, options, kinds };
}

describe('the plug-in bridge', () => {
  it('answers ncsReqAppInfo with ncsAppInfo, to the plug-in origin only', () => {
    const { bridge, page, posted } = setUp();
    expect(
      bridge.handleMessage({ origin: PLUGIN, source: page, data: '<mos><ncsReqAppInfo/></mos>' }),
    ).toBe(true);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.origin).toBe(PLUGIN);
    expect(posted[0]!.message).toContain('<ncsAppInfo>');
    expect(posted[0]!.message).toContain('<language>pt-BR</language>');
  });

  it('takes an ncsItem from the page and acknowledges it', () => {
    const { bridge, page, posted, options } = setUp();
    bridge.handleMessage({ origin: PLUGIN, source: page, data: ITEM });
    expect(options.onItem).toHaveBeenCalledWith(
      expect.objectContaining({ objectId: 'CG-1', itemSlug: 'Ana' }),
      null,
    );
    expect(parseMosPluginMessage(posted[0]!.message)).toEqual({
      kind: 'ack',
      status: 'ACK',
      description: '',
    });
  });

  it('answers NACK when the editor cannot take the item, or the message is not an item', () => {
    const { bridge, page, posted, options } = setUp(false);
    bridge.handleMessage({ origin: PLUGIN, source: page, data: ITEM });
    bridge.handleMessage({ origin: PLUGIN, source: page, data: '<mos><bogus/></mos>' });
    expect(posted.map((p) => parseMosPluginMessage(p.message))).toEqual([
      { kind: 'ack', status: 'NACK', description: 'read-only' },
    ]);
    expect(options.onRejected).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', 'http://127.0.0.1:9001', 'page'],
    ['a look-alike origin', 'http://127.0.0.1:9000.evil.example', 'page'],
    ['an opaque origin', 'null', 'page'],
    ['another window of the right origin', PLUGIN, 'other'],
  ])('ignores a message from %s', (_name, origin, from) => {
    const { bridge, page, posted, options } = setUp();
    const source = from === 'page' ? page : { postMessage: vi.fn() };
    expect(bridge.handleMessage({ origin, source, data: ITEM })).toBe(false);
    expect(bridge.handleMessage({ origin, source, data: '<mos><ncsReqAppInfo/></mos>' })).toBe(
      false,
    );
    expect(options.onItem).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('follows a drag through a drop page to the item dropped on its section', () => {
    const { bridge, page, dropFrame, options } = setUp();
    bridge.handleMessage({
      origin: PLUGIN,
      source: page,
      data: { event: 'dragStart', dropPageUrl: '/drop.html' },
    });
    expect(options.onDrag).toHaveBeenLastCalledWith({
      isDragging: true,
      dropPageUrl: `${PLUGIN}/drop.html`,
    });
    bridge.handleMessage({ origin: PLUGIN, source: dropFrame, data: { event: 'dragEnter' } });
    expect(options.onDropHover).toHaveBeenLastCalledWith('VT');
    bridge.handleMessage({
      origin: PLUGIN,
      source: dropFrame,
      data: { event: 'data', data: ITEM },
    });
    expect(options.onItem).toHaveBeenCalledWith(
      expect.objectContaining({ objectId: 'CG-1' }),
      'VT',
    );
    expect(options.onDrag).toHaveBeenLastCalledWith({ isDragging: false, dropPageUrl: null });
  });

  it('refuses a drop page of another origin', () => {
    const { bridge, page, options } = setUp();
    bridge.handleMessage({
      origin: PLUGIN,
      source: page,
      data: { event: 'dragStart', dropPageUrl: 'https://evil.example/drop.html' },
    });
    expect(options.onDrag).toHaveBeenLastCalledWith({ isDragging: true, dropPageUrl: null });
  });

  it('sends an item to edit and asks for the current one', () => {
    const { bridge, posted, kinds } = setUp();
    bridge.sendItem(ITEM);
    bridge.requestItem();
    expect(kinds()).toEqual(['item', 'itemRequest']);
    expect(posted.every((p) => p.origin === PLUGIN)).toBe(true);
  });
});

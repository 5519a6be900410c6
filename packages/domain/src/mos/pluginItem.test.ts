import { describe, expect, it } from 'vitest';
import type { DeviceType } from '../devices/device';
import { pluginItemSubsectionType, subsectionFromPluginItem } from './pluginItem';
import type { MosPluginItem } from './pluginMessages';
import { mosItemOf } from './runningOrder';

const item = (over: Partial<MosPluginItem> = {}): MosPluginItem => ({
  itemId: '2',
  itemSlug: 'Ana Souza',
  objectId: 'CG-1',
  mosId: 'cg.mos',
  mosPlugInId: '',
  objectSlug: 'Nome e cargo',
  objectType: '',
  mosAbstract: 'Ana Souza / Repórter',
  channel: 'GC1',
  timeBase: 25,
  duration: 250,
  edStart: null,
  edDur: 50,
  userTimingDur: null,
  macroIn: '',
  macroOut: '',
  paths: [{ type: 'PROXY PATH', description: 'JPEG', target: 'https://cg/p.jpg' }],
  mosExternalMetadata: [{ scope: 'OBJECT', schema: 's', payload: { a: '1' } }],
  ...over,
});

describe('the subsection a plug-in item becomes', () => {
  it.each<[string, DeviceType, 'MOS_CG' | 'MOS_VIDEO']>([
    ['VIDEO', 'CG', 'MOS_VIDEO'],
    ['AUDIO', 'CG', 'MOS_VIDEO'],
    ['STILL', 'PLAYOUT', 'MOS_CG'],
    ['', 'CG', 'MOS_CG'],
    ['OTHER', 'CG', 'MOS_CG'],
    ['', 'PLAYOUT', 'MOS_VIDEO'],
    ['', 'MAM', 'MOS_VIDEO'],
    ['', 'TP', 'MOS_VIDEO'],
  ])('objType %s from a %s device is %s', (objectType, deviceType, type) => {
    expect(pluginItemSubsectionType({ objectType }, deviceType)).toBe(type);
  });

  it('is a ready MOS subsection named after the item, times in ms, media kept', () => {
    const sub = subsectionFromPluginItem(item(), { uuid: 'u-1', deviceType: 'CG' });
    expect(sub).toMatchObject({
      uuid: 'u-1',
      type: 'MOS_CG',
      slug: 'Ana Souza',
      status: 'ready',
      channel: 'GC1',
      edDurMs: 2000,
      edStartMs: null,
      media: {
        objectId: 'CG-1',
        slug: 'Nome e cargo',
        durationMs: 10_000,
        timeBase: 25,
        type: 'OTHER',
        abstractText: 'Ana Souza / Repórter',
        proxyPaths: [{ techDescription: 'JPEG', url: 'https://cg/p.jpg' }],
        mosExternalMetadata: [{ mosScope: 'OBJECT', mosSchema: 's', mosPayload: { a: '1' } }],
      },
    });
  });

  it('replicates as the same MOS item it came from', () => {
    const sub = subsectionFromPluginItem(item({ objectType: 'VIDEO' }), {
      uuid: 'u-1',
      deviceType: 'PLAYOUT',
    });
    expect(mosItemOf(sub, { mosId: 'playout.mos', defaultChannel: 'A' })).toMatchObject({
      itemId: 'u-1',
      objectId: 'CG-1',
      timeBase: 25,
      duration: 250,
      edDur: 50,
      channel: 'GC1',
    });
  });

  it('cuts texts to the story limits and falls back to the object id for the slug', () => {
    const sub = subsectionFromPluginItem(
      item({ itemSlug: '', objectSlug: '', mosAbstract: 'x'.repeat(2000) }),
      { uuid: 'u', deviceType: 'CG' },
    );
    expect(sub.slug).toBe('CG-1');
    expect(sub.media?.abstractText.length).toBeLessThanOrEqual(2000);
  });
});

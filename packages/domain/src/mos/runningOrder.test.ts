import { describe, expect, it } from 'vitest';
import { block, rundown, standbyBlock, story } from '../testing/rundownFixtures';
import type { Section, Subsection } from '../stories/storyContent';
import { archiveClip } from '../testing/mediaFixtures';
import { section, subsection } from '../testing/storyContentFixtures';
import {
  MOS_MS_TIME_BASE,
  rundownIdOfRunningOrder,
  runningOrderIdOf,
  runningOrderOf,
  type RunningOrderContext,
} from './runningOrder';

/**
 * The clip every video item holds: an unknown time base keeps the item's times in ms, and its
 * metadata block names no scope (taken as OBJECT).
 */
const clip = archiveClip({
  timeBase: 0,
  mosExternalMetadata: [{ mosSchema: 'http://acervo/schema', mosPayload: { editor: 'Carla' } }],
});

/** A MOS video item ready to air with {@link clip}. */
function videoItem(fields: Partial<Subsection> = {}): Subsection {
  return subsection({ type: 'MOS_VIDEO', status: 'ready', media: clip, ...fields });
}

function context(sections: [number, Section[]][] = []): RunningOrderContext {
  return {
    programName: 'Jornal da Manhã',
    mosId: 'playout.estudioa.mos',
    defaultChannel: 'A',
    timeZone: 'America/Sao_Paulo',
    sectionsByStoryId: new Map(sections),
  };
}

describe('running-order ids', () => {
  it.each([
    [12, 'NRCS-RD-12'],
    [1, 'NRCS-RD-1'],
  ])('rundown %i is %s and back', (id, roId) => {
    expect(runningOrderIdOf(id)).toBe(roId);
    expect(rundownIdOfRunningOrder(roId)).toBe(id);
  });

  it.each(['OTHER-1', 'NRCS-RD-', 'NRCS-RD-x', 'NRCS-RD-0'])('%s is not ours', (roId) => {
    expect(rundownIdOfRunningOrder(roId)).toBeNull();
  });
});

describe('runningOrderOf', () => {
  const sample = rundown({ id: 7, date: '2026-11-21', start: '06:00:00', end: '07:30:00' }, [
    block({ index: 0 }, [
      story({ id: 1, slug: 'ABERTURA', page: '01' }),
      story({ id: 2, slug: 'ENCHENTE', page: '02' }),
      story({ id: 6, slug: 'FURO DE REPORTAGEM', page: '02A', isPrivate: true }),
    ]),
    block({ index: 1, standBy: true }, [story({ id: 3 })]),
    block({ index: 2 }, [story({ id: 4, slug: 'ESPORTE', page: '03' })]),
    { ...standbyBlock([story({ id: 5 })]), index: 3 },
  ]);

  it('takes the show stories in air order, without Standby, blocks on standby and private stories', () => {
    const ro = runningOrderOf(sample, context());
    expect(ro.roId).toBe('NRCS-RD-7');
    expect(ro.slug).toBe('Jornal da Manhã 2026-11-21');
    // 06:00 in São Paulo, with its offset: a device must not read it as 06:00 UTC.
    expect(ro.edStart).toBe('2026-11-21T06:00:00-03:00');
    expect(ro.edDurMs).toBe(90 * 60_000);
    expect(ro.stories.map((s) => [s.slug, s.number])).toEqual([
      ['ABERTURA', '01'],
      ['ENCHENTE', '02'],
      ['ESPORTE', '03'],
    ]);
    expect(ro.stories[0]!.storyId).toBe(sample.blocks[0]!.stories[0]!.uuid);
  });

  it('maps MOS_VIDEO and MOS_CG subsections to items in section order, skipping the rest', () => {
    const sections = [
      section({
        type: 'VT',
        subSections: [
          videoItem({
            uuid: 'vt-1',
            slug: 'VT ENCHENTE',
            edStartMs: 2_000,
            edDurMs: 60_000,
            userTimingDurMs: 58_000,
          }),
        ],
      }),
      section({
        type: 'HEADER',
        subSections: [
          videoItem({ uuid: 'cam', type: 'CAMERA_TEXT', media: null }),
          videoItem({
            uuid: 'cg-1',
            type: 'MOS_CG',
            channel: 'CG1',
            media: { ...clip, objectId: 'CG-9', timeBase: 25 },
          }),
          videoItem({ uuid: 'placeholder', media: null }),
          videoItem({ uuid: 'no-object', media: { ...clip, objectId: '' } }),
        ],
      }),
    ];
    const ro = runningOrderOf(sample, context([[2, sections]]));
    const items = ro.stories[1]!.items;
    expect(items.map((i) => i.itemId)).toEqual(['cg-1', 'vt-1']);
    expect(items[1]).toEqual({
      itemId: 'vt-1',
      slug: 'VT ENCHENTE',
      objectSlug: 'VT ENCHENTE CENTRO',
      objectId: 'ACV-0001',
      mosId: 'playout.estudioa.mos',
      mosAbstract: 'Enchente alaga ruas do centro após chuva forte',
      channel: 'A',
      timeBase: MOS_MS_TIME_BASE,
      edStart: 2_000,
      edDur: 60_000,
      userTimingDur: 58_000,
      duration: 90_000,
      paths: [
        { type: 'PATH', description: 'MXF HD', target: 'smb://acervo/clips/ACV-0001.mxf' },
        {
          type: 'PROXY PATH',
          description: 'MP4 proxy',
          target: 'http://acervo/proxy/ACV-0001.mp4',
        },
        { type: 'METADATA PATH', description: '', target: 'http://acervo/meta/ACV-0001.xml' },
      ],
      mosExternalMetadata: [
        { scope: 'OBJECT', schema: 'http://acervo/schema', payload: { editor: 'Carla' } },
      ],
    });
    // A known frame rate gives times in frames; the item's own channel wins over the default.
    expect(items[0]).toMatchObject({
      slug: 'VT ENCHENTE CENTRO',
      channel: 'CG1',
      timeBase: 25,
      duration: 2_250,
      edStart: null,
    });
  });

  it('crosses midnight for the show length', () => {
    const late = rundown({ start: '23:30:00', end: '00:30:00' }, [block()]);
    expect(runningOrderOf(late, context()).edDurMs).toBe(60 * 60_000);
  });
});

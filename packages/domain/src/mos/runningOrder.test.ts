import { describe, expect, it } from 'vitest';
import { block, rundown, standbyBlock, story } from '../rundowns/rundownFixtures';
import type { Section, Subsection } from '../stories/storyContent';
import {
  MOS_MS_TIME_BASE,
  rundownIdOfRunningOrder,
  runningOrderIdOf,
  runningOrderOf,
  type RunningOrderContext,
} from './runningOrder';

function sub(overrides: Partial<Subsection> = {}): Subsection {
  return {
    uuid: 'sub-1',
    type: 'MOS_VIDEO',
    slug: '',
    status: 'ready',
    presenterId: null,
    camera: '',
    text: '',
    code: '',
    templateName: '',
    cgFields: [],
    media: {
      slug: 'ENCHENTE',
      objectId: 'OBJ-1',
      durationMs: 90_000,
      timeBase: 0,
      abstractText: 'Enchente no centro',
      type: 'VIDEO',
      paths: [{ techDescription: 'MXF', url: 'file://clips/obj1.mxf' }],
      proxyPaths: [{ techDescription: 'MP4', url: 'http://mam/obj1.mp4' }],
      metadataPath: 'http://mam/obj1.xml',
      mosExternalMetadata: [{ mosSchema: 'http://mam/schema', mosPayload: { rights: 'own' } }],
    },
    channel: '',
    macroIn: '',
    macroOut: '',
    durationMs: 0,
    edStartMs: null,
    edDurMs: null,
    userTimingDurMs: null,
    ...overrides,
  };
}

function section(type: Section['type'], subSections: Subsection[]): Section {
  return { type, cueIn: '', cueOut: '', durationMs: 0, voDurationMs: 0, subSections };
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
    ]),
    block({ index: 1, standBy: true }, [story({ id: 3 })]),
    block({ index: 2 }, [story({ id: 4, slug: 'ESPORTE', page: '03' })]),
    { ...standbyBlock([story({ id: 5 })]), index: 3 },
  ]);

  it('takes the show stories in air order, without Standby and blocks on standby', () => {
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
      section('VT', [
        sub({
          uuid: 'vt-1',
          slug: 'VT ENCHENTE',
          edStartMs: 2_000,
          edDurMs: 60_000,
          userTimingDurMs: 58_000,
        }),
      ]),
      section('HEADER', [
        sub({ uuid: 'cam', type: 'CAMERA_TEXT', media: null }),
        sub({
          uuid: 'cg-1',
          type: 'MOS_CG',
          channel: 'CG1',
          media: { ...sub().media!, objectId: 'CG-9', timeBase: 25 },
        }),
        sub({ uuid: 'placeholder', media: null }),
        sub({ uuid: 'no-object', media: { ...sub().media!, objectId: '' } }),
      ]),
    ];
    const ro = runningOrderOf(sample, context([[2, sections]]));
    const items = ro.stories[1]!.items;
    expect(items.map((i) => i.itemId)).toEqual(['cg-1', 'vt-1']);
    expect(items[1]).toEqual({
      itemId: 'vt-1',
      slug: 'VT ENCHENTE',
      objectSlug: 'ENCHENTE',
      objectId: 'OBJ-1',
      mosId: 'playout.estudioa.mos',
      mosAbstract: 'Enchente no centro',
      channel: 'A',
      timeBase: MOS_MS_TIME_BASE,
      edStart: 2_000,
      edDur: 60_000,
      userTimingDur: 58_000,
      duration: 90_000,
      paths: [
        { type: 'PATH', description: 'MXF', target: 'file://clips/obj1.mxf' },
        { type: 'PROXY PATH', description: 'MP4', target: 'http://mam/obj1.mp4' },
        { type: 'METADATA PATH', description: '', target: 'http://mam/obj1.xml' },
      ],
      mosExternalMetadata: [
        { scope: 'OBJECT', schema: 'http://mam/schema', payload: { rights: 'own' } },
      ],
    });
    // A known frame rate gives times in frames; the item's own channel wins over the default.
    expect(items[0]).toMatchObject({
      slug: 'ENCHENTE',
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

import { describe, expect, it } from 'vitest';
import { presentBlock, presentItemStatus, presentOnAir, presentStory } from './rundowns.presenter';
import type { BlockRow, StoryViewRecord } from './rundowns.rows';

const row = (changes: Partial<StoryViewRecord> = {}): StoryViewRecord => ({
  id: 7,
  uuid: '0b7f4c52-5d7e-4c1a-9a43-2f1e8f0c7a11',
  blockId: 3,
  index: 2,
  page: '02',
  slug: 'CHUVA',
  estimatedMs: 90_000,
  totalMs: 0,
  approved: true,
  displayStatus: 'play',
  playTime: new Date('2026-11-28T22:00:05Z'),
  stopTime: null,
  hitTime: null,
  readWords: [],
  sections: null,
  ownerId: 1,
  allowedUserIds: [4, 5],
  isPrivate: false,
  radio: false,
  information: 'Defesa Civil',
  programId: 2,
  version: 12,
  ...changes,
});

describe('presentStory', () => {
  it('answers the same frozen story for the same stored row, presented once', () => {
    const stored = row();
    const first = presentStory(stored);
    expect(presentStory(stored)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.allowedUserIds)).toBe(true);
    expect(first).toMatchObject({
      slug: 'CHUVA',
      displayStatus: 'play',
      playTime: '2026-11-28T22:00:05.000Z',
      allowedUserIds: [4, 5],
      visible: true,
    });
    expect(() => {
      (first as { slug: string }).slug = 'OUTRA';
    }).toThrow(TypeError);
  });

  it('presents a row read again (a new object) anew, with what changed', () => {
    const before = presentStory(row());
    const after = presentStory(row({ slug: 'CHUVA FORTE', version: 13 }));
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ slug: 'CHUVA FORTE', version: 13 });
    expect(before.slug).toBe('CHUVA');
  });
});

const blockRow = (changes: Partial<BlockRow> = {}): BlockRow =>
  ({
    id: 3,
    rundownId: 1,
    index: 0,
    name: 'BLOCO 1',
    standBy: false,
    commercialMs: 120_000,
    breakTime: null,
    displayStatus: 'stop',
    playTime: new Date('2026-11-28T22:00:00Z'),
    stopTime: new Date('2026-11-28T22:04:00Z'),
    hitTime: null,
    version: 4,
    ...changes,
  }) as BlockRow;

describe('presentBlock', () => {
  it('answers the same frozen block for the same row and story rows, its stories in running order', () => {
    const stored = blockRow();
    const stories = [row({ id: 8, index: 1 }), row({ id: 7, index: 0 })];
    const first = presentBlock(stored, stories, false);
    expect(first.stories.map((s) => s.id)).toEqual([7, 8]);
    expect(presentBlock(stored, [...stories], false)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.stories)).toBe(true);
  });

  it('presents anew when a story row, the stories held or the Standby place changed', () => {
    const stored = blockRow();
    const [a, b] = [row({ id: 7, index: 0 }), row({ id: 8, index: 1 })];
    const first = presentBlock(stored, [a, b], false);
    const edited = presentBlock(stored, [a, row({ id: 8, index: 1, slug: 'NOVA' })], false);
    expect(edited).not.toBe(first);
    expect(edited.stories[1]!.slug).toBe('NOVA');
    expect(presentBlock(stored, [a], false).stories.map((s) => s.id)).toEqual([7]);
    expect(presentBlock(stored, [a], true).isStandbyBlock).toBe(true);
  });
});

describe('status items and the on-air marker', () => {
  it('presents a written row as its status item', () => {
    expect(presentItemStatus(blockRow())).toEqual({
      id: 3,
      displayStatus: 'stop',
      playTime: '2026-11-28T22:00:00.000Z',
      stopTime: '2026-11-28T22:04:00.000Z',
      version: 4,
    });
    expect(presentItemStatus(row({ displayStatus: 'unknown' })).displayStatus).toBe('blank');
  });

  it.each([
    ['a story on air', { onAirEntity: 'story', onAirId: 7, onAirTotalMs: 90_000 }, 'story'],
    ['a block on air', { onAirEntity: 'block', onAirId: 3, onAirTotalMs: null }, 'block'],
  ])('presents %s', (_case, marker, entity) => {
    const start = new Date('2026-11-28T22:00:05Z');
    expect(presentOnAir({ ...marker, onAirStart: start })).toEqual({
      entity,
      id: marker.onAirId,
      start: '2026-11-28T22:00:05.000Z',
      totalMs: marker.onAirTotalMs ?? 0,
    });
  });

  it('presents no marker when nothing is on air', () => {
    const off = { onAirEntity: null, onAirId: null, onAirStart: null, onAirTotalMs: null };
    expect(presentOnAir(off)).toBeNull();
  });
});

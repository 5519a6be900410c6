import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RundownMosState } from '@newsroom/domain';
import type { RundownEvent } from './applyRundownEvent';
import { rundownKey, type LoadedRundown } from '../api/rundownsApi';
import { mosStateOf } from '../hooks/useRundownMos';
import { blockFixture, rundownFixture, storyFixture } from '../testFixtures';
import { patchRundownCaches } from './useRundownEvents';

const story = storyFixture({ slug: 'ABERTURA' });

const mos: RundownMosState = { rundownId: 1, mosEnabled: true, busy: true, devices: [] };

function mosEvent(version: number | null): RundownEvent {
  return {
    seq: 1,
    topic: 'rundowns',
    action: 'UPDATE',
    entity: 'rundown_mos',
    id: 1,
    data: mos,
    version,
    originSession: 'other',
  };
}

describe('rundown_mos pushes', () => {
  it('never touch the cached rundown nor reload it, whatever their version', () => {
    for (const version of [null, 5, 6, 9]) {
      const client = new QueryClient();
      const rundown = rundownFixture([blockFixture({ id: 1 }, [story])]);
      client.setQueryData(rundownKey(1), rundown);
      patchRundownCaches(client, mosEvent(version), false);
      expect(client.getQueryData<LoadedRundown>(rundownKey(1))).toBe(rundown);
      expect(client.getQueryState(rundownKey(1))?.isInvalidated).toBe(false);
    }
  });

  it('carry the MOS state of their own rundown only', () => {
    expect(mosStateOf(mosEvent(null), 1)).toEqual(mos);
    expect(mosStateOf(mosEvent(null), 2)).toBeNull();
    expect(mosStateOf({ ...mosEvent(null), entity: 'rundown' } as RundownEvent, 1)).toBeNull();
    expect(mosStateOf({ ...mosEvent(null), data: { rundownId: 1 } } as RundownEvent, 1)).toBeNull();
  });
});

describe('a story status set from a MOS device', () => {
  it('reaches the grid as the full rundown the bulk status call publishes', () => {
    const client = new QueryClient();
    client.setQueryData(rundownKey(1), rundownFixture([blockFixture({ id: 1 }, [story])]));
    const onAir = rundownFixture([
      blockFixture({ id: 1 }, [{ ...story, displayStatus: 'play', playTime: 'x' }]),
    ]);
    patchRundownCaches(
      client,
      {
        seq: 2,
        topic: 'rundowns',
        action: 'UPDATE',
        entity: 'rundown',
        id: 1,
        data: { ...onAir, abilities: undefined, version: 6 },
        version: 6,
        originSession: null,
      } as RundownEvent,
      false,
    );
    const cached = client.getQueryData<LoadedRundown>(rundownKey(1));
    expect(cached?.blocks[0]?.stories[0]?.displayStatus).toBe('play');
    expect(cached?.abilities?.canEdit).toBe(true);
  });
});

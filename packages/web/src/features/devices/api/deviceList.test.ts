import { describe, expect, it } from 'vitest';
import type { DeviceSummary } from '@newsroom/domain';
import { pageOfDevices, withCreatedDevice, withoutDevice, withUpdatedDevice } from './deviceList';

function device(id: number, name: string, overrides: Partial<DeviceSummary> = {}): DeviceSummary {
  return {
    id,
    name,
    type: 'CG',
    vendor: 'CHYRON',
    protocol: 'II',
    plugin: 'NONE',
    enabled: true,
    ...overrides,
  };
}

const ALL = [
  device(1, 'Acervo', { type: 'MAM', protocol: 'WS', vendor: 'OTHER' }),
  device(2, 'GC Estúdio'),
  device(3, 'Playout Estúdio A', { type: 'PLAYOUT', protocol: 'MOS', vendor: 'SOFIE' }),
];

describe('device list', () => {
  it('filters by name, type, protocol or vendor, ignoring accents and case', () => {
    expect(pageOfDevices(ALL, 'estudio', 0).data.map((d) => d.id)).toEqual([2, 3]);
    expect(pageOfDevices(ALL, 'mos', 0).data.map((d) => d.id)).toEqual([3]);
    expect(pageOfDevices(ALL, 'sofie', 0).total).toBe(1);
    expect(pageOfDevices(ALL, '  ', 0)).toMatchObject({ total: 3, page: 0, size: 25 });
  });

  it('pages by 25 with the total of the matching devices', () => {
    const many = Array.from({ length: 30 }, (_v, i) => device(i + 1, `GC ${i + 1}`));
    expect(pageOfDevices(many, '', 1)).toMatchObject({ page: 1, total: 30 });
    expect(pageOfDevices(many, '', 1).data).toHaveLength(5);
  });

  it('puts a created device first, replaces an updated one in place and drops a removed one', () => {
    const created = device(4, 'Prompter', { type: 'TP' });
    expect(withCreatedDevice(ALL, created)?.map((d) => d.id)).toEqual([4, 1, 2, 3]);
    expect(withCreatedDevice(withCreatedDevice(ALL, created), created)).toHaveLength(4);
    const renamed = { ...ALL[1]!, name: 'GC Principal' };
    expect(withUpdatedDevice(ALL, renamed)?.map((d) => d.name)).toEqual([
      'Acervo',
      'GC Principal',
      'Playout Estúdio A',
    ]);
    expect(withUpdatedDevice(ALL, created)?.[0]).toEqual(created);
    expect(withoutDevice(ALL, 2)?.map((d) => d.id)).toEqual([1, 3]);
    expect(withoutDevice(undefined, 2)).toBeUndefined();
  });
});

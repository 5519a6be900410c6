import { describe, expect, it } from 'vitest';
import type { Permissions } from '@newsroom/domain';
import { testActor } from '../../test/testActor';
import { devicesPolicy } from './devices.policy';

const actor = (permissions: Permissions, isRoot = false) => testActor(permissions, { isRoot });

describe('devices policy', () => {
  it('lists with admin read and changes with admin write', () => {
    expect(devicesPolicy.canList(actor({ admin: 'read' }))).toBe(true);
    expect(devicesPolicy.canWrite(actor({ admin: 'read' }))).toBe(false);
    expect(devicesPolicy.canWrite(actor({ admin: 'write' }))).toBe(true);
    expect(devicesPolicy.canList(actor({ rundown: 'admin', story: 'admin' }))).toBe(false);
    expect(devicesPolicy.canWrite(actor({}, true))).toBe(true);
  });
});

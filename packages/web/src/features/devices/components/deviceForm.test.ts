import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api';
import { cgDeviceFixture } from '../testFixtures';
import {
  deviceFormValues,
  deviceInputOf,
  isRepeated,
  nextNumber,
  pluginUrlRule,
  ruleFieldOf,
} from './deviceForm';

const DEVICE = cgDeviceFixture();

describe('device form values', () => {
  it('shows a loaded device and sends it back as it was', () => {
    const { id: _id, version: _version, ...rest } = DEVICE;
    expect(deviceInputOf(deviceFormValues(DEVICE))).toEqual({
      ...rest,
      templates: DEVICE.templates.map(({ number, name, fields }) => ({ number, name, fields })),
    });
  });

  it('starts a new device enabled, as a CG over II with the MOS default ports', () => {
    expect(deviceFormValues(null)).toMatchObject({
      type: 'CG',
      protocol: 'II',
      enabled: true,
      lowerPort: 10540,
      upperPort: 10541,
      queryPort: 10542,
      templates: [],
    });
  });

  it('trims, drops a default channel that is no longer a channel, and fills cleared numbers', () => {
    const input = deviceInputOf({
      ...deviceFormValues(DEVICE),
      name: '  GC  ',
      channels: [' GC2 ', 'GC2', ''],
      defaultChannel: 'GC1',
      lowerPort: null,
      plugin: 'NONE',
      pluginUrl: 'http://left.over',
      templates: [
        { number: null, name: ' Local ', fields: [{ number: 1, name: 'Local', size: null }] },
      ],
    });
    expect(input).toMatchObject({
      name: 'GC',
      channels: ['GC2'],
      defaultChannel: null,
      lowerPort: 10540,
      pluginUrl: '',
      templates: [{ number: 0, name: 'Local', fields: [{ number: 1, name: 'Local', size: 0 }] }],
    });
  });

  it('proposes the next number and spots repeated ones', () => {
    expect(nextNumber([], 10)).toBe(10);
    expect(nextNumber([], 1)).toBe(1);
    expect(nextNumber([10, 30, null], 10)).toBe(40);
    expect(isRepeated([1, 2, 1], 1)).toBe(true);
    expect(isRepeated([1, 2], 2)).toBe(false);
  });

  it('names the field of a 422 device rule', () => {
    const rule = new ApiError(422, {
      code: 'rule_violation',
      message: 'device:defaultChannelUnknown',
      details: { field: 'defaultChannel' },
    });
    expect(ruleFieldOf(rule)).toEqual({
      field: 'defaultChannel',
      key: 'device:defaultChannelUnknown',
    });
    expect(
      ruleFieldOf(new ApiError(409, { code: 'duplicate', message: 'error:duplicate' })),
    ).toBeNull();
  });
});

describe('the plug-in URL rule', () => {
  it.each([
    ['https://cg.example/plugin/', true],
    ['/plugins/demo-cg/index.html', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ])('%s → %s', async (url, isValid) => {
    const check = pluginUrlRule('bad').validator(null, url);
    if (isValid) await expect(check).resolves.toBeUndefined();
    else await expect(check).rejects.toThrow('bad');
  });
});

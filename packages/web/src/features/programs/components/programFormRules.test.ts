import { describe, expect, it } from 'vitest';
import type { Program } from '@newsroom/domain';
import {
  defaultsToClear,
  isDefaultValid,
  programFormValues,
  programInputOf,
} from './programFormRules';
import { displayTimeOfDay, formatSchedule, formatTimeTyping } from './timeOfDay';

const PROGRAM: Program = {
  id: 7,
  name: 'Jornal da Noite',
  start: '20:00:00',
  end: '21:00:30',
  enabled: true,
  legacyMode: false,
  announcerIds: [1],
  presenterIds: [2, 3],
  imageEditorIds: [4],
  defaultAnnouncerId: 1,
  defaultPresenterId: 3,
  groupIds: [9],
  cgDeviceId: 5,
  playoutDeviceId: null,
  version: 4,
};

const people = (over: Partial<Parameters<typeof defaultsToClear>[0]>) => ({
  announcerIds: [1],
  presenterIds: [2, 3],
  defaultAnnouncerId: 1,
  defaultPresenterId: 3,
  ...over,
});

describe('program form: default announcer and presenter among the chosen ones', () => {
  it.each([
    ['both members', people({}), {}],
    ['presenter removed', people({ presenterIds: [2] }), { defaultPresenterId: null }],
    ['presenters emptied', people({ presenterIds: [] }), { defaultPresenterId: null }],
    ['announcer removed', people({ announcerIds: [] }), { defaultAnnouncerId: null }],
    [
      'no defaults',
      people({ defaultAnnouncerId: null, defaultPresenterId: null, presenterIds: [] }),
      {},
    ],
  ])('%s → clears %j', (_name, values, expected) => {
    expect(defaultsToClear(values)).toEqual(expected);
  });

  it.each([
    [people({}), 'defaultPresenterId', true],
    [people({ defaultPresenterId: 1 }), 'defaultPresenterId', false],
    [people({ defaultPresenterId: 1 }), 'defaultAnnouncerId', true],
    [people({ defaultAnnouncerId: 2 }), 'defaultAnnouncerId', false],
  ] as const)('%j: %s valid=%s', (values, field, valid) => {
    expect(isDefaultValid(values, field)).toBe(valid);
  });
});

describe('program form values', () => {
  it('shows a loaded program with short times and sends it back with seconds and its devices', () => {
    const values = programFormValues(PROGRAM);
    expect(values.start).toBe('20:00');
    expect(values.end).toBe('21:00:30');
    // What goes back is the program without its id and version, the name trimmed.
    const { id: _id, version: _version, ...input } = PROGRAM;
    expect(programInputOf({ ...values, name: ' Jornal da Noite ' }, PROGRAM)).toEqual(input);
  });

  it('starts a new program enabled, open to everyone, without defaults', () => {
    expect(programFormValues(null)).toMatchObject({
      enabled: true,
      legacyMode: false,
      groupIds: [],
      defaultPresenterId: null,
    });
  });
});

describe('time input', () => {
  it.each([
    ['0', '0'],
    ['06', '06'],
    ['060', '06:0'],
    ['0600', '06:00'],
    ['06:00', '06:00'],
    ['06a0b0', '06:00'],
    ['063015', '06:30:15'],
    ['0630159', '06:30:15'],
  ])('typing %s shows %s', (typed, shown) => {
    expect(formatTimeTyping(typed)).toBe(shown);
  });

  it('drops zero seconds for display and joins a schedule', () => {
    expect(displayTimeOfDay('06:00:00')).toBe('06:00');
    expect(displayTimeOfDay('06:00:15')).toBe('06:00:15');
    expect(formatSchedule('23:30:00', '00:30:00')).toBe('23:30–00:30');
  });
});

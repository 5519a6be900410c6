import { describe, expect, it } from 'vitest';
import {
  AREA_CONFIG_AREAS,
  AREA_CONFIG_SCHEMAS,
  DEFAULT_READ_RATE,
  defaultAreaConfig,
  readAreaConfig,
  readRateOf,
} from './areaConfigs';

describe('area configurations', () => {
  it('has defaults for every area', () => {
    expect(defaultAreaConfig('document')).toEqual({ branchEnabled: false });
    expect(defaultAreaConfig('assignment')).toEqual({
      classificationEnabled: true,
      editorsEnabled: true,
      reportersEnabled: true,
      editorialsEnabled: true,
      typeEnabled: true,
      vehiclesEnabled: true,
      linkEnabled: true,
      lockFinished: false,
    });
    expect(defaultAreaConfig('news_report')).toEqual({
      vehiclesEnabled: true,
      editorEnabled: true,
      cameramanEnabled: true,
      classificationEnabled: true,
      editorialsEnabled: true,
      readRates: {},
      defaultReadRate: DEFAULT_READ_RATE,
    });
    expect(defaultAreaConfig('story')).toEqual({
      readRates: {},
      defaultReadRate: DEFAULT_READ_RATE,
    });
    expect(defaultAreaConfig('rundown')).toEqual({ estimatedEnabled: true });
    expect(defaultAreaConfig('production')).toEqual({ hideDone: false });
    expect(
      AREA_CONFIG_AREAS.map((area) => Object.keys(defaultAreaConfig(area)).length > 0),
    ).toEqual([true, true, true, true, true, true]);
  });

  it('fills fields a stored configuration lacks and keeps those it has', () => {
    expect(readAreaConfig('assignment', { lockFinished: true, typeEnabled: false })).toMatchObject({
      lockFinished: true,
      typeEnabled: false,
      linkEnabled: true,
    });
    expect(readAreaConfig('rundown', null)).toEqual({ estimatedEnabled: true });
  });

  it('falls back to the defaults when a stored configuration no longer validates', () => {
    expect(readAreaConfig('story', { readRates: { abc: 'fast' } })).toEqual(
      defaultAreaConfig('story'),
    );
  });

  it.each([
    [{ '12': 0.06 }, true],
    [{ '12': 0 }, false],
    [{ '12': 1.5 }, false],
    [{ reporter: 0.06 }, false],
    [{ '0': 0.06 }, false],
  ])('read rates %j valid: %s', (readRates, expected) => {
    expect(AREA_CONFIG_SCHEMAS.news_report.safeParse({ readRates }).success).toBe(expected);
  });

  it.each([
    [7, 0.05],
    [8, 0.09],
    [null, 0.08],
    [undefined, 0.08],
  ])('read rate of user %s is %s', (userId, expected) => {
    expect(readRateOf({ readRates: { '7': 0.05, '8': 0.09 }, defaultReadRate: 0.08 }, userId)).toBe(
      expected,
    );
  });
});

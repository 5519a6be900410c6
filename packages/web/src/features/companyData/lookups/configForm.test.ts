import { describe, expect, it } from 'vitest';
import { AREA_CONFIG_AREAS, AREA_CONFIG_SCHEMAS, defaultAreaConfig } from '@newsroom/domain';
import { flagFieldsOf, toAreaConfig, toConfigFormValues } from './configForm';

describe('area configuration form values', () => {
  it('lists the flags of each area', () => {
    expect(flagFieldsOf('document')).toEqual(['branchEnabled']);
    expect(flagFieldsOf('assignment')).toContain('lockFinished');
    expect(flagFieldsOf('news_report')).toEqual([
      'vehiclesEnabled',
      'editorEnabled',
      'cameramanEnabled',
      'classificationEnabled',
      'editorialsEnabled',
    ]);
    expect(flagFieldsOf('story')).toEqual([]);
    expect(flagFieldsOf('rundown')).toEqual(['estimatedEnabled']);
  });

  it.each(AREA_CONFIG_AREAS)('round-trips the defaults of %s', (area) => {
    expect(toAreaConfig(area, toConfigFormValues(area, defaultAreaConfig(area)))).toEqual(
      defaultAreaConfig(area),
    );
  });

  it('turns read rates into rows and back, skipping incomplete rows', () => {
    const config = {
      ...defaultAreaConfig('news_report'),
      editorEnabled: false,
      readRates: { '7': 0.06, '9': 0.08 },
      defaultReadRate: 0.07,
    };
    const values = toConfigFormValues('news_report', config);
    expect(values.readRates).toEqual([
      { userId: 7, rate: 0.06 },
      { userId: 9, rate: 0.08 },
    ]);
    expect(values.flags.editorEnabled).toBe(false);
    values.readRates.push(
      { userId: undefined, rate: 0.05 },
      { userId: 11, rate: undefined },
      { userId: 7, rate: 0.065 },
    );
    const saved = toAreaConfig('news_report', values);
    expect(saved).toEqual({ ...config, readRates: { '7': 0.065, '9': 0.08 } });
    expect(AREA_CONFIG_SCHEMAS.news_report.safeParse(saved).success).toBe(true);
  });
});

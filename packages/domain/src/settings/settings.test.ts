import { describe, expect, it } from 'vitest';
import {
  fontsSettingsSchema,
  generalSettingsSchema,
  retentionCutoff,
  SETTINGS_DEFAULTS,
  smtpSettingsUpdateSchema,
} from './settings';

const general = { ...SETTINGS_DEFAULTS.general, indexingTargets: ['stories'], version: 1 };

describe('general settings', () => {
  it.each([
    ['defaults', {}, true],
    ['a domain', { domain: 'redacao.tvhorizonte.com.br' }, true],
    ['a domain with a scheme', { domain: 'https://tvhorizonte.com.br' }, false],
    [
      'an RTMP streaming server',
      { streamingServer: 'rtmp://stream.tvhorizonte.com.br/live' },
      true,
    ],
    ['a javascript: streaming server', { streamingServer: 'javascript:alert(1)' }, false],
    ['an unknown indexing target', { indexingTargets: ['weather'] }, false],
    ['a repeated indexing target', { indexingTargets: ['stories', 'stories'] }, false],
    ['an unknown language', { language: 'fr_FR' }, false],
  ])('%s -> valid %s', (_name, change, isValid) => {
    expect(generalSettingsSchema.safeParse({ ...general, ...change }).success).toBe(isValid);
  });
});

describe('fonts', () => {
  it.each([
    [12, true],
    [13, false],
    [6, false],
    [36, true],
    [38, false],
  ])('print size %d -> valid %s', (printFontSize, isValid) => {
    expect(
      fontsSettingsSchema.safeParse({ ...SETTINGS_DEFAULTS.fonts, printFontSize, version: 0 })
        .success,
    ).toBe(isValid);
  });

  it('refuses a family that could break out of CSS', () => {
    expect(
      fontsSettingsSchema.safeParse({
        ...SETTINGS_DEFAULTS.fonts,
        fontFamily: 'Arial; } body { x',
        version: 0,
      }).success,
    ).toBe(false);
  });
});

describe('smtp update', () => {
  const base = {
    host: 'smtp.tvhorizonte.com.br',
    port: 587,
    secure: false,
    username: 'redacao',
    fromAddress: 'redacao@tvhorizonte.com.br',
    version: 1,
  };
  it('keeps the password when absent, removes it with null, replaces it with text', () => {
    expect(smtpSettingsUpdateSchema.parse(base).password).toBeUndefined();
    expect(smtpSettingsUpdateSchema.parse({ ...base, password: null }).password).toBeNull();
    expect(smtpSettingsUpdateSchema.parse({ ...base, password: 's3cret' }).password).toBe('s3cret');
    expect(smtpSettingsUpdateSchema.safeParse({ ...base, password: '' }).success).toBe(false);
  });
});

describe('retentionCutoff', () => {
  const now = new Date('2026-03-10T03:00:00Z');
  it.each([
    [0, null],
    [1, '2026-03-09T03:00:00.000Z'],
    [30, '2026-02-08T03:00:00.000Z'],
  ])('%d days -> %s', (days, expected) => {
    expect(retentionCutoff(days, now)?.toISOString() ?? null).toBe(expected);
  });
});

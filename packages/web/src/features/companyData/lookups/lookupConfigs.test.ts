import { describe, expect, it } from 'vitest';
import { LOCALES } from '@newsroom/domain';
import { ADMIN_AREAS } from '../../../app/menus/adminMenu';
import { i18n } from '../../../shared/i18n';
import { translateText } from '../../../shared/notifications';
import {
  initialFormValues,
  isLookupArea,
  LOOKUP_AREAS,
  LOOKUP_PAGES,
  toLookupInput,
} from './lookupConfigs';

const pages = Object.values(LOOKUP_PAGES);

describe('lookup page configurations', () => {
  it('cover every lookup admin key, each under its own key', () => {
    const adminKeys = ADMIN_AREAS.map((area) => area.key as string);
    for (const area of LOOKUP_AREAS) {
      expect(adminKeys).toContain(area);
      expect(LOOKUP_PAGES[area].area).toBe(area);
      expect(isLookupArea(area)).toBe(true);
    }
    expect(isLookupArea('teams')).toBe(false);
    expect(isLookupArea('configs')).toBe(false);
  });

  it.each(pages)(
    '$entity: the form edits exactly the fields of the input schema, name first',
    (config) => {
      expect(config.fields.map((field) => field.field).sort()).toEqual(
        Object.keys(config.inputSchema.shape).sort(),
      );
      expect(config.fields[0]?.field).toBe('name');
    },
  );

  it.each(pages)(
    '$entity: every column shows a field of the answer and the topic is the right one',
    (config) => {
      const sample = {
        id: 1,
        name: 'x',
        version: 1,
        abbreviation: 'X',
        color: 'blue',
        type: 'TV',
        address: 'http://x.local',
      };
      const parsed = config.recordSchema.parse(sample) as unknown as Record<string, unknown>;
      for (const column of config.columns) expect(parsed).toHaveProperty(column.field);
      expect(config.topic).toBe(config.entity === 'branch' ? 'branches' : 'company_data');
    },
  );

  it('starts a new record from the defaults and an edit from the record', () => {
    expect(initialFormValues(LOOKUP_PAGES.types, null)).toEqual({
      name: '',
      abbreviation: '',
      color: 'blue',
    });
    expect(
      initialFormValues(LOOKUP_PAGES.vehicles, {
        id: 3,
        name: 'Rádio',
        version: 2,
        type: 'RADIO',
      } as never),
    ).toEqual({ name: 'Rádio', type: 'RADIO' });
  });

  it('sends trimmed values, abbreviations upper case, and only the configured fields', () => {
    expect(
      toLookupInput(LOOKUP_PAGES.types, {
        name: '  Ao vivo ',
        abbreviation: ' vivo',
        color: 'red',
        extra: 'x',
      }),
    ).toEqual({
      name: 'Ao vivo',
      abbreviation: 'VIVO',
      color: 'red',
    });
    expect(
      toLookupInput(LOOKUP_PAGES.branches, { name: 'Praça', address: ' http://campinas.local ' }),
    ).toEqual({ name: 'Praça', address: 'http://campinas.local' });
    expect(
      LOOKUP_PAGES.types.inputSchema.safeParse(
        toLookupInput(LOOKUP_PAGES.types, { name: 'Nota', abbreviation: 'nota', color: 'blue' }),
      ).success,
    ).toBe(true);
  });

  it.each(LOCALES)('has every label, field and message in %s', async (locale) => {
    await i18n.changeLanguage(locale);
    const keys = [
      'companyData:deleteConfirm',
      'companyData:duplicate.name',
      'companyData:duplicate.address',
      'companyData:duplicateRemoved',
    ];
    for (const config of pages) {
      const ns = config.entity;
      keys.push(`${ns}:title`, `${ns}:new`, `${ns}:edit`, `${ns}:filterPlaceholder`, `${ns}:inUse`);
      for (const field of config.fields) keys.push(`${ns}:fields.${field.field}`);
      for (const column of config.columns) keys.push(`${ns}:fields.${column.field}`);
    }
    for (const key of keys) expect(i18n.exists(key), `${locale} ${key}`).toBe(true);
    // The server's 422 answers are shown by their message keys.
    for (const key of [
      'type:inUse',
      'vehicle:inUse',
      'editorial:inUse',
      'classification:inUse',
      'branch:inUse',
      'team:inUse',
    ]) {
      expect(translateText({ key })).not.toBe(key);
    }
  });
});

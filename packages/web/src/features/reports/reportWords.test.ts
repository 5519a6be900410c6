import { describe, expect, it } from 'vitest';
import { LOCALES, REPORT_KEYS } from '@newsroom/domain';
import { i18n } from '../../shared/i18n';

describe('report words', () => {
  it.each(LOCALES)('translate every key the server answers reports with in %s', (locale) => {
    for (const key of Object.values(REPORT_KEYS))
      expect(i18n.exists(key, { lng: locale, fallbackLng: false }), `${locale} ${key}`).toBe(true);
  });
});

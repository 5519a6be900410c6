import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from './requestLocale';

describe('localeOfAcceptLanguage', () => {
  it.each([
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt_BR'],
    ['en-US', 'en_US'],
    ['en-GB,en;q=0.9', 'en_US'],
    ['es', 'es_ES'],
    ['es-AR,es;q=0.9', 'es_ES'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es_ES'],
    ['de-DE', 'pt_BR'],
    ['', 'pt_BR'],
    [undefined, 'pt_BR'],
  ])('%s → %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});

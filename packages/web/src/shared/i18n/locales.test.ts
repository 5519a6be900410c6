import { describe, expect, it } from 'vitest';
import {
  AGENCY_KEYS,
  CHART_KEYS,
  ERROR_CODES,
  LOCALES,
  POST_KEYS,
  ROUND_KEYS,
  WORKSPACE_KEYS,
  SEARCH_KINDS,
} from '@newsroom/domain';
import { NAMESPACES, STARTUP_NAMESPACES, type MessageTree } from './resources';
import { bundle as enUS } from './bundles/en_US';
import { bundle as esES } from './bundles/es_ES';
import { bundle as ptBR } from './bundles/pt_BR';
import { allTexts } from '../../test/allTexts';

const resources = { pt_BR: allTexts('pt_BR'), en_US: allTexts('en_US'), es_ES: allTexts('es_ES') };
const startupBundles = { pt_BR: ptBR, en_US: enUS, es_ES: esES };

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function allKeys(locale: (typeof LOCALES)[number]): string[] {
  return Object.entries(resources[locale])
    .flatMap(([namespace, tree]) => keysOf(tree).map((key) => `${namespace}:${key}`))
    .sort();
}

describe('locale files', () => {
  it('have every namespace in every language', () => {
    for (const locale of LOCALES)
      expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
  });

  it('bundle the start-up namespaces, and only them, with each language', () => {
    for (const locale of LOCALES)
      expect(Object.keys(startupBundles[locale].messages).sort()).toEqual(
        [...STARTUP_NAMESPACES].sort(),
      );
  });

  it('have identical key sets in pt_BR, en_US and es_ES', () => {
    const reference = allKeys('pt_BR');
    expect(reference.length).toBeGreaterThan(100);
    expect(allKeys('en_US')).toEqual(reference);
    expect(allKeys('es_ES')).toEqual(reference);
  });

  it('translate every error code', () => {
    for (const locale of LOCALES) {
      const errorKeys = keysOf(resources[locale].error ?? {});
      for (const code of Object.keys(ERROR_CODES))
        expect(errorKeys, `${locale} error:${code}`).toContain(code);
    }
  });

  it('name every indexed kind on the screens that list them all', () => {
    for (const locale of LOCALES)
      for (const namespace of ['search', 'archive', 'searchIndex']) {
        const keys = keysOf(resources[locale][namespace] ?? {});
        for (const kind of SEARCH_KINDS)
          expect(keys, `${locale} ${namespace}:kinds.${kind}`).toContain(`kinds.${kind}`);
      }
  });

  it('translate every message key the server answers from a key catalogue', () => {
    const catalogued = [
      ...Object.values(POST_KEYS),
      ...Object.values(AGENCY_KEYS),
      ...Object.values(ROUND_KEYS),
      ...Object.values(WORKSPACE_KEYS),
    ];
    for (const locale of LOCALES) {
      const keys = new Set(allKeys(locale));
      for (const key of catalogued) expect(keys, `${locale} ${key}`).toContain(key);
    }
  });

  it("translate every validation key of the spec (and the server's own)", () => {
    const wanted = [
      'required',
      'invalidEmail',
      'invalidUrl',
      'minChars',
      'maxChars',
      'min',
      'max',
      'startAfterEnd',
      'failed',
      'passwordsMustMatch',
      // Keys the server answers with in 400 field errors.
      'passwordMustChange',
      'wrongPassword',
      'invalidPath',
      ...Object.values(CHART_KEYS),
    ];
    for (const locale of LOCALES)
      expect(keysOf(resources[locale].validation ?? {})).toEqual(expect.arrayContaining(wanted));
  });

  it('have no empty message', () => {
    for (const locale of LOCALES) {
      for (const [namespace, tree] of Object.entries(resources[locale])) {
        const empty = keysOf(tree).filter((key) => {
          const value = key
            .split('.')
            .reduce<MessageTree | string | undefined>(
              (node, part) => (typeof node === 'object' ? node[part] : undefined),
              tree,
            );
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${locale}/${namespace}`).toEqual([]);
      }
    }
  });
});

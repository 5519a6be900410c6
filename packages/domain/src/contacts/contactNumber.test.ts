import { describe, expect, it } from 'vitest';
import {
  countryCodeSchema,
  countryOfLocale,
  formatNumber,
  normalizeNumber,
  numberCountry,
} from './contactNumber';

describe('normalizeNumber', () => {
  it.each([
    ['a Brazilian mobile typed nationally', '11 98765-4321', 'BR', '+5511987654321', 'BR'],
    ['a landline with punctuation', '(21) 2334-5566', 'BR', '+552123345566', 'BR'],
    ['a number typed with its country code', '+55 11 98765 4321', 'US', '+5511987654321', 'BR'],
    ['a foreign number typed with +', '+1 212 555 0100', 'BR', '+12125550100', 'US'],
    ['a Portuguese number read in PT', '912 345 678', 'PT', '+351912345678', 'PT'],
    ['an unknown country read as BR', '11 98765-4321', 'XX', '+5511987654321', 'BR'],
  ])('reads %s', (_case, typed, country, value, own) => {
    expect(normalizeNumber(typed, country)).toEqual({ value, country: own });
  });

  it.each([
    ['too short', '123'],
    ['an emergency short code', '190'],
    ['letters', 'ligar depois'],
    ['a mobile missing digits', '11 9876'],
  ])('refuses %s', (_case, typed) => {
    expect(normalizeNumber(typed, 'BR')).toBeNull();
  });
});

describe('numberCountry', () => {
  it.each([
    [['PT', 'AR', 'US'], 'PT'],
    [[null, 'AR', 'US'], 'AR'],
    [[null, null, 'US'], 'US'],
    [[null, null, null], 'BR'],
    [[undefined, 'ZZ', null], 'BR'],
  ])('picks the first known of %j', (chain, expected) => {
    expect(numberCountry(...chain)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    ['+5511987654321', 'BR', '(11) 98765-4321'],
    ['+552123345566', 'BR', '(21) 2334-5566'],
    ['+12125550100', 'BR', '+1 212 555 0100'],
    ['+5511987654321', 'US', '+55 11 98765 4321'],
    ['not a number', 'BR', 'not a number'],
  ])('shows %s in %s as %s', (e164, home, shown) => {
    expect(formatNumber(e164, home)).toBe(shown);
  });
});

describe('countryCodeSchema', () => {
  it.each([
    ['br', true],
    ['AR', true],
    ['XX', false],
    ['BRA', false],
  ])('%s valid: %s', (code, valid) => {
    const parsed = countryCodeSchema.safeParse(code);
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('invalidCountry');
  });
});

describe('countryOfLocale', () => {
  it.each([
    ['pt_BR', 'BR'],
    ['es_ES', 'ES'],
    ['en_US', 'US'],
    ['pt', null],
  ])('%s → %s', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });
});

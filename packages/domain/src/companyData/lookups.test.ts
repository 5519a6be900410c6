import { describe, expect, it } from 'vitest';
import { branchInputSchema } from './branches';
import {
  documentTypeInputSchema,
  isTextVehicle,
  VEHICLE_KINDS,
  vehicleInputSchema,
} from './lookups';

describe('vehicles', () => {
  it.each([
    ['NEWSPAPER', true],
    ['WEB', true],
    ['RADIO', false],
    ['TV', false],
  ] as const)('%s is a text vehicle: %s', (kind, expected) => {
    expect(isTextVehicle(kind)).toBe(expected);
  });

  it('accepts only the four kinds', () => {
    expect(VEHICLE_KINDS).toEqual(['NEWSPAPER', 'RADIO', 'TV', 'WEB']);
    expect(vehicleInputSchema.safeParse({ name: 'TV Horizonte', type: 'TV' }).success).toBe(true);
    expect(vehicleInputSchema.safeParse({ name: 'Cinema', type: 'CINEMA' }).success).toBe(false);
  });
});

describe('document type input', () => {
  const parse = (abbreviation: string, color = 'blue') =>
    documentTypeInputSchema.safeParse({ name: 'Tipo', abbreviation, color });

  it.each([
    ['VT', 'VT'],
    [' stand-up ', 'STAND-UP'],
    ['nota', 'NOTA'],
    ['ABCDEFGHIJ', 'ABCDEFGHIJ'],
  ])('abbreviation %j is stored as %j', (input, stored) => {
    const result = parse(input);
    expect(result.success && result.data.abbreviation).toBe(stored);
  });

  it.each(['', 'ABCDEFGHIJK', 'VT!', 'A_B'])('refuses abbreviation %j', (input) => {
    expect(parse(input).success).toBe(false);
  });

  it.each([
    ['volcano', true],
    ['#D4380D', true],
    ['#d4380d', true],
    ['#d438', false],
    ['geek', false],
    ['rgb(1,2,3)', false],
  ])('colour %j valid: %s', (color, expected) => {
    expect(parse('VT', color).success).toBe(expected);
  });
});

describe('branch input', () => {
  it.each([
    ['http://campinas.redacao.local', 'http://campinas.redacao.local'],
    ['https://campinas.redacao.local/', 'https://campinas.redacao.local'],
    ['  http://10.0.0.5:8080/nrcs  ', 'http://10.0.0.5:8080/nrcs'],
  ])('address %j is stored as %j', (address, stored) => {
    const result = branchInputSchema.safeParse({ name: 'Praça', address });
    expect(result.success && result.data.address).toBe(stored);
  });

  it.each([
    'campinas',
    'ftp://campinas.local',
    'http://campinas.local/?a=1',
    'http://user:pw@campinas.local',
    'javascript:alert(1)',
  ])('refuses address %j', (address) => {
    expect(branchInputSchema.safeParse({ name: 'Praça', address }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { urlIdSchema } from './params';

describe('urlIdSchema', () => {
  it.each([
    ['52', 52],
    ['1', 1],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %s', (text, id) => {
    expect(urlIdSchema.parse(text)).toBe(id);
  });

  it.each([
    '0',
    '052',
    '+52',
    ' 52',
    '52 ',
    '0x34',
    '5.2e1',
    '52.0',
    '-1',
    '',
    '2147483648',
    '99999999999',
    '１２',
  ])('refuses %j', (text) => {
    expect(urlIdSchema.safeParse(text).success).toBe(false);
  });
});

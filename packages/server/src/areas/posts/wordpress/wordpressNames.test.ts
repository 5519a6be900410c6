import { describe, expect, it } from 'vitest';
import { asciiFileName, uniqueNames } from './wordpressNames';

describe('uniqueNames', () => {
  it('trims, drops blanks and keeps the first spelling of each name whatever its case', () => {
    expect(
      uniqueNames([' Saúde ', 'saúde', '', '  ', 'Copa  do Mundo', 'copa do mundo', 'SAÚDE']),
    ).toEqual(['Saúde', 'Copa do Mundo']);
  });
});

describe('asciiFileName', () => {
  it.each([
    ['foto.jpg', 'foto.jpg'],
    ['Ação na praça.JPEG', 'Acao-na-praca.JPEG'],
    ['foto final.v2.png', 'foto-final-v2.png'],
    ['日本.jpg', 'file.jpg'],
    ['"quoted";name.gif', 'quoted-name.gif'],
    ['.hidden', 'hidden'],
    ['sem extensão', 'sem-extensao'],
  ])('%s → %s', (name, expected) => {
    expect(asciiFileName(name)).toBe(expected);
  });
});

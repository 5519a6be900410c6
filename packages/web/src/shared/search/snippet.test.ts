import { describe, expect, it } from 'vitest';
import { splitSnippet } from './snippet';

describe('splitSnippet', () => {
  it('splits the matches out of the text', () => {
    expect(splitSnippet('a <mark>feira</mark> de <mark>São</mark> João')).toEqual([
      { text: 'a ', isMatch: false },
      { text: 'feira', isMatch: true },
      { text: ' de ', isMatch: false },
      { text: 'São', isMatch: true },
      { text: ' João', isMatch: false },
    ]);
  });

  it('turns the escaped text back into plain text, markup included', () => {
    expect(splitSnippet('1 &lt; 2 &amp;&amp; <mark>&lt;b&gt;</mark>')).toEqual([
      { text: '1 < 2 && ', isMatch: false },
      { text: '<b>', isMatch: true },
    ]);
    expect(splitSnippet('&amp;lt;')).toEqual([{ text: '&lt;', isMatch: false }]);
    expect(splitSnippet('')).toEqual([]);
  });

  it.each([
    ['plain text', [{ text: 'plain text', isMatch: false }]],
    [
      '<mark>São</mark> <mark>Paulo</mark>',
      [
        { text: 'São', isMatch: true },
        { text: ' ', isMatch: false },
        { text: 'Paulo', isMatch: true },
      ],
    ],
    ['stray</mark> end', [{ text: 'stray end', isMatch: false }]],
  ])('splits %j', (snippet, expected) => {
    expect(splitSnippet(snippet)).toEqual(expected);
  });

  it('tolerates an unclosed match and a stray end marker', () => {
    expect(splitSnippet('x</mark> y <mark>z')).toEqual([
      { text: 'x y ', isMatch: false },
      { text: 'z', isMatch: true },
    ]);
  });
});

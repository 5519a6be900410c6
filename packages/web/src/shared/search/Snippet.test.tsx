import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Snippet } from './Snippet';

describe('Snippet', () => {
  it('highlights the matches in <mark> and renders any other markup as text', () => {
    render(
      <Snippet snippet={'&lt;img src=x onerror=alert(1)&gt; <mark>enchente</mark> no centro'} />,
    );
    const snippet = screen.getByTestId('search-snippet');
    expect(snippet.querySelectorAll('mark')).toHaveLength(1);
    expect(snippet.querySelector('mark')?.textContent).toBe('enchente');
    expect(snippet.querySelector('img')).toBeNull();
    expect(snippet.textContent).toBe('<img src=x onerror=alert(1)> enchente no centro');
  });

  it("takes a screen's own test ids for the snippet and its matches", () => {
    render(
      <Snippet
        snippet="<mark>chuva</mark> na <mark>Zona</mark> Sul"
        testId="search-hit-snippet"
        markTestId="search-hit-mark"
      />,
    );
    expect(screen.queryByTestId('search-snippet')).toBeNull();
    const snippet = screen.getByTestId('search-hit-snippet');
    expect(snippet.textContent).toBe('chuva na Zona Sul');
    expect(screen.getAllByTestId('search-hit-mark').map((mark) => mark.tagName)).toEqual([
      'MARK',
      'MARK',
    ]);
  });
});

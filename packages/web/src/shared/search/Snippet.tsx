import { splitSnippet } from './snippet';

/** Props of {@link Snippet}. */
export interface SnippetProps {
  /** The snippet of a search hit, matches between `<mark>` and `</mark>`. */
  snippet: string;
  className?: string;
  /** The snippet's test id (`search-snippet` unless a screen keeps its own). */
  testId?: string;
  /** A test id on each highlighted match, when a screen wants one. */
  markTestId?: string;
}

/**
 * A search hit's snippet with its matches highlighted in `<mark>` elements. The snippet is split
 * on the markers and rendered as text, never as HTML, so document text cannot inject markup.
 */
export function Snippet({
  snippet,
  className,
  testId = 'search-snippet',
  markTestId,
}: SnippetProps) {
  return (
    <span className={className} data-testid={testId}>
      {splitSnippet(snippet).map((part, index) =>
        part.isMatch ? (
          <mark key={index} data-testid={markTestId}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

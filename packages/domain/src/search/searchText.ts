import type { SearchMode } from './search';

/**
 * Pure helpers of the search: the words of a user's query (accents and case folded, every
 * character outside letters and digits dropped, so no tsquery operator from the user survives)
 * and the tsquery text of each mode.
 */

/**
 * Matches ranked and counted per query: the first this many the index finds (in its own cheap
 * order). Beyond it a search's `total` stays at this number, read "this many or more".
 */
export const SEARCH_POOL = 1000;

/** Longest number of words a query keeps. */
export const SEARCH_MAX_TERMS = 16;

/** The query's words: accent-free, lower case, letters and digits only, in order, at most 16. */
export function searchTerms(input: string): string[] {
  return input
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, SEARCH_MAX_TERMS);
}

const JOINERS: Record<Exclude<SearchMode, 'FUZZY'>, string> = {
  MUST: ' & ',
  SHOULD: ' | ',
  PHRASE: ' <-> ',
};

/**
 * The tsquery text of a mode (for `to_tsquery`): MUST joins the words with &, SHOULD with |,
 * PHRASE with <-> (in order, adjacent). FUZZY matches words by trigram similarity instead and
 * uses the SHOULD text only to highlight exact words. Null when the query has no word.
 */
export function tsqueryText(input: string, mode: SearchMode): string | null {
  const terms = searchTerms(input);
  if (terms.length === 0) return null;
  return terms.join(JOINERS[mode === 'FUZZY' ? 'SHOULD' : mode]);
}

/** Every non-blank string found under one of `keys` anywhere in a JSON value, in document order. */
export function collectTexts(value: unknown, keys: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'string') {
        if (keys.includes(key) && child.trim() !== '') found.push(child.trim());
      } else {
        visit(child);
      }
    }
  };
  visit(value);
  return found;
}

/** Joins the non-blank parts of a document's text with line breaks. */
export function joinTexts(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join('\n');
}

/**
 * FUZZY's tolerance for a typed word of `length` letters: the edits (a letter inserted, dropped,
 * changed, or two neighbours swapped) that still count as the same word — none up to 2 letters,
 * 1 up to 5, 2 beyond (the usual "auto" fuzziness of search engines).
 */
export function fuzzyEdits(length: number): number {
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * Edits between two words (optimal string alignment: insertions, deletions, substitutions and
 * swaps of neighbours), giving up above `max` (answers max + 1 then).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    if (i > 0 && Math.min(...row) > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length]!, max + 1);
}

import { HIGHLIGHT_END, HIGHLIGHT_START } from '@newsroom/domain';

/** One run of a snippet: plain text, highlighted (a match) or not. */
export interface SnippetPart {
  text: string;
  isMatch: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The plain text of the snippet's escaped text (the server escapes `&`, `<` and `>`). */
export function unescapeSnippetText(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Splits a search snippet into runs, so they render as text nodes and never as HTML. The server
 * sends the document's text HTML-escaped with only the matches between HIGHLIGHT_START and
 * HIGHLIGHT_END as markup; each run comes back as plain text (React escapes it again). A stray
 * or unclosed marker is tolerated: an unclosed match runs to the end, a stray end marker is
 * dropped, and empty runs are left out.
 */
export function splitSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (escaped: string, isMatch: boolean) => {
    const text = unescapeSnippetText(escaped);
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.isMatch === isMatch) last.text += text;
    else parts.push({ text, isMatch });
  };
  let rest = snippet;
  while (rest) {
    const start = rest.indexOf(HIGHLIGHT_START);
    if (start < 0) {
      push(rest.split(HIGHLIGHT_END).join(''), false);
      break;
    }
    push(rest.slice(0, start).split(HIGHLIGHT_END).join(''), false);
    rest = rest.slice(start + HIGHLIGHT_START.length);
    const end = rest.indexOf(HIGHLIGHT_END);
    const matched = end < 0 ? rest : rest.slice(0, end);
    push(matched.split(HIGHLIGHT_START).join(''), true);
    rest = end < 0 ? '' : rest.slice(end + HIGHLIGHT_END.length);
  }
  return parts;
}

import { ITEM_TEXT_MAX } from '@newsroom/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * Agency summaries come from anyone's feed and are shown in the wire screen: only a few text
 * tags survive, links open outside the application, and anything executable goes with its
 * contents.
 */

const SAFE_HREF = /^(https?:|mailto:)/i;
/** Tags whose contents are no text to show. */
const HIDDEN_TAGS = ['script', 'style', 'iframe', 'noscript', 'textarea', 'option', 'template'];

const SUMMARY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: HIDDEN_TAGS,
  transformTags: {
    // A link without a safe address becomes its bare text (an unknown tag is dropped, text kept).
    a: (_tagName, attribs): sanitizeHtml.Tag =>
      SAFE_HREF.test(attribs.href?.trim() ?? '')
        ? {
            tagName: 'a',
            attribs: { href: attribs.href!.trim(), rel: 'noopener noreferrer', target: '_blank' },
          }
        : { tagName: 'span', attribs: {} },
  },
};

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: HIDDEN_TAGS,
};

/** Tags that separate words when the markup goes ("<p>a</p><p>b</p>" reads "a b"). */
const BREAKING_TAG = /<(\/?(?:p|br|div|li|ul|ol|blockquote|h[1-6]|tr|td|th|section|article)\b)/gi;

/** The text of some HTML: no tags, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(BREAKING_TAG, ' <$1'), TEXT_OPTIONS);
  return unescapeHtml(text).replace(/\s+/g, ' ').trim();
}

/** An item's summary as safe HTML and as plain text, each at most ITEM_TEXT_MAX characters. */
export function cleanSummary(html: string): { html: string; text: string } {
  const text = truncate(plainText(html), ITEM_TEXT_MAX);
  const clean = sanitizeHtml(html, SUMMARY_OPTIONS).trim();
  if (clean.length <= ITEM_TEXT_MAX) return { html: clean, text };
  // Cutting markup could leave it unbalanced; the text says the same.
  return { html: `<p>${escapedWithin(text, ITEM_TEXT_MAX - '<p></p>'.length)}</p>`, text };
}

/** Text escaped for HTML, newlines as <br>: a post's text as an item summary. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** Text escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** sanitize-html decodes every entity and escapes only these again. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Not half of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end);
}

function escapedWithin(text: string, max: number): string {
  let html = '';
  for (const char of text) {
    const escaped = escapeHtml(char);
    if (html.length + escaped.length > max) break;
    html += escaped;
  }
  return html;
}

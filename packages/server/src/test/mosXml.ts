/**
 * A small XML reader written for the strict MOS device of the tests, on purpose not the library
 * the newsroom sends with: elements in document order, their text, attributes ignored. Enough
 * for MOS messages (no DTD, no CDATA, no processing instructions but the prolog).
 */

export interface XmlElement {
  name: string;
  children: XmlElement[];
  /** The element's own text (entities decoded), trimmed. */
  text: string;
  attributes: Record<string, string>;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const named = ENTITIES[name];
    if (named === undefined) throw new Error(`unknown entity ${whole}`);
    return named;
  });
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Reads one document; throws on anything malformed (unclosed, crossed or stray tags). */
export function readXml(source: string): XmlElement {
  const xml = source.replace(/^\uFEFF?\s*(<\?xml[^?]*\?>)?/, '');
  const stack: { element: XmlElement; text: string }[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    const text = xml.slice(at, open === -1 ? xml.length : open);
    if (stack.length > 0) stack[stack.length - 1]!.text += text;
    else if (text.trim() !== '') throw new Error('text outside the root element');
    if (open === -1) break;
    if (xml.startsWith('<!--', open)) {
      const end = xml.indexOf('-->', open);
      if (end === -1) throw new Error('unclosed comment');
      at = end + 3;
      continue;
    }
    TAG.lastIndex = open;
    const tag = TAG.exec(xml);
    if (!tag) throw new Error(`malformed tag at ${open}`);
    at = TAG.lastIndex;
    const [, closing, name, attributeText, selfClosing] = tag;
    if (closing) {
      const top = stack.pop();
      if (!top || top.element.name !== name) throw new Error(`unexpected </${name}>`);
      top.element.text = decode(top.text).trim();
      if (stack.length === 0) root = top.element;
      continue;
    }
    if (stack.length === 0 && root) throw new Error('a second root element');
    const attributes: Record<string, string> = {};
    for (const [, key, double, single] of attributeText!.matchAll(ATTRIBUTE))
      attributes[key!] = decode(double ?? single ?? '');
    const element: XmlElement = { name: name!, children: [], text: '', attributes };
    if (stack.length > 0) stack[stack.length - 1]!.element.children.push(element);
    if (selfClosing) {
      if (stack.length === 0) root = element;
    } else stack.push({ element, text: '' });
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]!.element.name}>`);
  if (!root) throw new Error('no element');
  return root;
}

/** The first child named `name`. */
export const child = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c) => c.name === name);

/** The text of the first child named `name` ('' when absent). */
export const childText = (element: XmlElement, name: string): string =>
  child(element, name)?.text ?? '';

/** Writes an element tree back as XML (for the device's own answers). */
export function writeXml(name: string, content: string | [string, unknown][]): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (typeof content === 'string') return `<${name}>${escape(content)}</${name}>`;
  return `<${name}>${content
    .map(([key, value]) =>
      writeXml(key, Array.isArray(value) ? (value as [string, unknown][]) : String(value)),
    )
    .join('')}</${name}>`;
}

/**
 * A small, strict XML reader and writer for MOS plug-in messages (issue 26). Plug-in pages run on
 * other origins and their messages are untrusted: the reader takes elements, attributes, text,
 * CDATA and the five named entities plus character references, and refuses DOCTYPE (entity
 * expansion), oversized input, deep nesting and anything it does not understand — it returns
 * null rather than guessing. Pure and DOM-free, so the server could read the same messages.
 */

/** An element: its name, attributes and children (elements and text, in order). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
/** A node of an element: a child element or a run of text. */
export type XmlNode = XmlElement | string;

/** Limits of a plug-in message: characters, nesting depth and elements. */
export const MOS_PLUGIN_XML_LIMITS = { chars: 256_000, depth: 32, elements: 5_000 } as const;

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

class XmlSyntaxError extends Error {}

function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]{1,10});/g, (_all, ref: string) => {
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const code = /^#x[0-9a-f]{1,6}$/i.test(ref)
      ? parseInt(ref.slice(2), 16)
      : /^#\d{1,7}$/.test(ref)
        ? Number(ref.slice(1))
        : NaN;
    if (!Number.isInteger(code) || code < 9 || code > 0x10ffff || (code >= 0xd800 && code < 0xe000))
      throw new XmlSyntaxError(`entity ${ref}`);
    return String.fromCodePoint(code);
  });
}

/** Reads one document; the cursor never moves backwards. */
class Reader {
  private at = 0;
  private elements = 0;
  constructor(private readonly text: string) {}

  document(): XmlElement {
    this.skipMisc();
    const root = this.element(0);
    this.skipMisc();
    if (this.at !== this.text.length) throw new XmlSyntaxError('content after the root');
    return root;
  }

  private startsWith(token: string) {
    return this.text.startsWith(token, this.at);
  }

  private skipPast(token: string) {
    const end = this.text.indexOf(token, this.at);
    if (end < 0) throw new XmlSyntaxError(`missing ${token}`);
    this.at = end + token.length;
  }

  private skipSpace() {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++;
  }

  /** Whitespace, the XML declaration, processing instructions and comments between elements. */
  private skipMisc() {
    if (this.text.charCodeAt(0) === 0xfeff && this.at === 0) this.at = 1;
    for (;;) {
      this.skipSpace();
      if (this.startsWith('<!--')) this.skipPast('-->');
      else if (this.startsWith('<?')) this.skipPast('?>');
      else if (this.startsWith('<!')) throw new XmlSyntaxError('DOCTYPE refused');
      else return;
    }
  }

  private name(): string {
    const match = NAME.exec(this.text.slice(this.at, this.at + 200));
    if (!match) throw new XmlSyntaxError('name expected');
    this.at += match[0].length;
    return match[0];
  }

  private element(depth: number): XmlElement {
    if (depth >= MOS_PLUGIN_XML_LIMITS.depth) throw new XmlSyntaxError('too deep');
    if (++this.elements > MOS_PLUGIN_XML_LIMITS.elements) throw new XmlSyntaxError('too many');
    if (!this.startsWith('<')) throw new XmlSyntaxError('element expected');
    this.at++;
    const name = this.name();
    const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
    for (;;) {
      this.skipSpace();
      if (this.startsWith('/>')) {
        this.at += 2;
        return { name, attributes, children: [] };
      }
      if (this.startsWith('>')) {
        this.at++;
        break;
      }
      const attribute = this.name();
      this.skipSpace();
      if (!this.startsWith('=')) throw new XmlSyntaxError('= expected');
      this.at++;
      this.skipSpace();
      const quote = this.text[this.at];
      if (quote !== '"' && quote !== "'") throw new XmlSyntaxError('quote expected');
      const end = this.text.indexOf(quote, this.at + 1);
      if (end < 0) throw new XmlSyntaxError('unclosed attribute');
      const raw = this.text.slice(this.at + 1, end);
      if (raw.includes('<')) throw new XmlSyntaxError('< in attribute');
      attributes[attribute] = decodeEntities(raw);
      this.at = end + 1;
    }
    return { name, attributes, children: this.content(name, depth) };
  }

  private content(name: string, depth: number): XmlNode[] {
    const children: XmlNode[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') children.push(text);
      text = '';
    };
    for (;;) {
      if (this.at >= this.text.length) throw new XmlSyntaxError(`unclosed ${name}`);
      if (this.startsWith('</')) {
        this.at += 2;
        if (this.name() !== name) throw new XmlSyntaxError(`mismatched ${name}`);
        this.skipSpace();
        if (!this.startsWith('>')) throw new XmlSyntaxError('> expected');
        this.at++;
        flush();
        return children;
      }
      if (this.startsWith('<![CDATA[')) {
        const end = this.text.indexOf(']]>', this.at);
        if (end < 0) throw new XmlSyntaxError('unclosed CDATA');
        text += this.text.slice(this.at + 9, end);
        this.at = end + 3;
      } else if (this.startsWith('<!--')) this.skipPast('-->');
      else if (this.startsWith('<?')) this.skipPast('?>');
      else if (this.startsWith('<!')) throw new XmlSyntaxError('declaration refused');
      else if (this.startsWith('<')) {
        flush();
        children.push(this.element(depth + 1));
      } else {
        const end = this.text.indexOf('<', this.at);
        const stop = end < 0 ? this.text.length : end;
        text += decodeEntities(this.text.slice(this.at, stop));
        this.at = stop;
      }
    }
  }
}

/** The root element of an XML text; null when it is not a string, too large or not well formed. */
export function parseXml(text: unknown): XmlElement | null {
  if (typeof text !== 'string' || text.length > MOS_PLUGIN_XML_LIMITS.chars) return null;
  try {
    return new Reader(text).document();
  } catch (error) {
    if (error instanceof XmlSyntaxError || error instanceof RangeError) return null;
    throw error;
  }
}

/** The child elements of `element` named `name` (all children when no name). */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement =>
      typeof child !== 'string' && (name === undefined || child.name === name),
  );
}

/** The first child element named `name`, or undefined. */
export function childElement(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0];
}

/** Elements whose text never counts (a plug-in's markup is shown as plain text, never run). */
const SILENT_ELEMENTS = new Set(['script', 'style']);

/** The text of an element and its descendants, trimmed (script and style content left out). */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const collect = (node: XmlNode): string =>
    typeof node === 'string'
      ? node
      : SILENT_ELEMENTS.has(node.name.toLowerCase())
        ? ''
        : node.children.map(collect).join('');
  return collect(element).trim();
}

/** The text of the first child named `name` ('' when absent). */
export function childText(element: XmlElement, name: string): string {
  return textOf(childElement(element, name));
}

/** Text escaped for an element's content or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One element written with escaped text, or with `inner` XML already written. */
export function xmlElement(name: string, content: string | { inner: string }): string {
  const inner = typeof content === 'string' ? escapeXml(content) : content.inner;
  return `<${name}>${inner}</${name}>`;
}

/** Whether `name` can be written as an element name. */
export function isXmlName(name: string): boolean {
  return NAME.exec(name)?.[0] === name && !/^xml/i.test(name);
}

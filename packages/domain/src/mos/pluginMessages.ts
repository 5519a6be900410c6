import {
  MOS_METADATA_SCOPES,
  type MosExternalMetadata,
  type MosItem,
  type MosObjectPath,
} from './runningOrder';
import {
  childElement,
  childElements,
  childText,
  escapeXml,
  isXmlName,
  parseXml,
  textOf,
  xmlElement,
  type XmlElement,
} from './pluginXml';

/**
 * MOS plug-in messages (issue 26; MOS 2.8.5 §5.3, MOS 4.0 "Plug-in Communication messages"): the
 * strings an HTML plug-in page and the newsroom (the NCS) exchange by `postMessage` or drag and
 * drop. The plug-in asks who hosts it (ncsReqAppInfo) and is told (ncsAppInfo); it hands over an
 * item (ncsItem); the newsroom sends an item back to edit (ncsItem), asks for the item being
 * edited (ncsItemRequest) and acknowledges (ncsAck).
 *
 * Pitfalls: item times are in units of objTB; when a plug-in names no objTB its times are
 * dropped rather than guessed (a clip of frames read as milliseconds would be 25 times short).
 */

/** An item as a plug-in sends it in ncsItem (texts plain, times in units of `timeBase`). */
export interface MosPluginItem {
  itemId: string;
  itemSlug: string;
  objectId: string;
  /** The MOS id of the device the object lives on. */
  mosId: string;
  mosPlugInId: string;
  objectSlug: string;
  /** objType when sent: STILL, VIDEO, AUDIO or OTHER ('' when absent). */
  objectType: string;
  mosAbstract: string;
  channel: string;
  /** objTB: units per second of the times below (0 = not sent). */
  timeBase: number;
  duration: number | null;
  edStart: number | null;
  edDur: number | null;
  userTimingDur: number | null;
  macroIn: string;
  macroOut: string;
  paths: MosObjectPath[];
  mosExternalMetadata: MosExternalMetadata[];
}

/** A plug-in message as read: what it asks or carries. */
export type MosPluginMessage =
  | { kind: 'reqAppInfo' }
  | { kind: 'item'; item: MosPluginItem }
  | { kind: 'itemRequest' }
  | { kind: 'ack'; status: string; description: string };

/** Longest item text kept (longer ones are cut by the story limits when they become media). */
const MAX_FIELD = 2_000;

function numberOf(text: string): number | null {
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(text)) return null;
  return Number(text);
}

/** A mosPayload as plain data: leaf elements become strings, repeated names arrays. */
function payloadOf(element: XmlElement): unknown {
  const children = childElements(element);
  if (children.length === 0) return textOf(element);
  const record: Record<string, unknown> = {};
  for (const child of children) {
    const value = payloadOf(child);
    const previous = Object.hasOwn(record, child.name) ? record[child.name] : undefined;
    record[child.name] =
      previous === undefined
        ? value
        : Array.isArray(previous)
          ? [...previous, value]
          : [previous, value];
  }
  return record;
}

function pathsOf(item: XmlElement): MosObjectPath[] {
  const objPaths = childElement(item, 'objPaths');
  if (!objPaths) return [];
  const kinds: Record<string, MosObjectPath['type']> = {
    objPath: 'PATH',
    objProxyPath: 'PROXY PATH',
    objMetadataPath: 'METADATA PATH',
  };
  return childElements(objPaths)
    .filter((path) => path.name in kinds)
    .slice(0, 40)
    .map((path) => ({
      type: kinds[path.name]!,
      description: (path.attributes.techDescription ?? '').slice(0, MAX_FIELD),
      target: textOf(path),
    }));
}

function metadataOf(item: XmlElement): MosExternalMetadata[] {
  return childElements(item, 'mosExternalMetadata')
    .slice(0, 50)
    .map((block) => {
      const scope = childText(block, 'mosScope').toUpperCase();
      const payload = childElement(block, 'mosPayload');
      return {
        scope: MOS_METADATA_SCOPES.find((s) => s === scope) ?? 'OBJECT',
        schema: childText(block, 'mosSchema').slice(0, MAX_FIELD),
        payload: payload ? payloadOf(payload) : '',
      };
    });
}

function itemOf(item: XmlElement): MosPluginItem | null {
  const text = (name: string) => childText(item, name).slice(0, MAX_FIELD);
  const timeBase = numberOf(text('objTB')) ?? 0;
  const time = (name: string) => (timeBase > 0 ? numberOf(text(name)) : null);
  const objectId = text('objID');
  if (objectId === '') return null;
  return {
    itemId: text('itemID'),
    itemSlug: text('itemSlug'),
    objectId,
    mosId: text('mosID'),
    mosPlugInId: text('mosPlugInID'),
    objectSlug: text('objSlug'),
    objectType: text('objType').toUpperCase(),
    mosAbstract: text('mosAbstract'),
    channel: text('itemChannel'),
    timeBase,
    duration: time('objDur'),
    edStart: time('itemEdStart'),
    edDur: time('itemEdDur'),
    userTimingDur: time('itemUserTimingDur'),
    macroIn: text('macroIn'),
    macroOut: text('macroOut'),
    paths: pathsOf(item),
    mosExternalMetadata: metadataOf(item),
  };
}

/**
 * Reads a plug-in message: a `<mos>` document holding ncsReqAppInfo, ncsItem (its first item,
 * which must name an objID), ncsItemRequest or ncsAck. Null for anything else: not a string,
 * oversized, malformed, with a DOCTYPE, or a message the newsroom does not take.
 */
export function parseMosPluginMessage(data: unknown): MosPluginMessage | null {
  const root = parseXml(data);
  if (!root || root.name !== 'mos') return null;
  if (childElement(root, 'ncsReqAppInfo')) return { kind: 'reqAppInfo' };
  if (childElement(root, 'ncsItemRequest')) return { kind: 'itemRequest' };
  const ack = childElement(root, 'ncsAck');
  if (ack)
    return {
      kind: 'ack',
      status: childText(ack, 'status').slice(0, 20).toUpperCase(),
      description: childText(ack, 'statusDescription').slice(0, MAX_FIELD),
    };
  const ncsItem = childElement(root, 'ncsItem');
  const element = ncsItem && childElement(ncsItem, 'item');
  const item = element && itemOf(element);
  return item ? { kind: 'item', item } : null;
}

/** Whether a dragged text looks like a MOS message (worth reading on drop). */
export function looksLikeMosMessage(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('<') && trimmed.endsWith('</mos>');
}

/** A mosPayload written back as elements (names that are not XML names are left out). */
function payloadXml(payload: unknown, depth = 0): string {
  if (depth > 16 || payload === null || payload === undefined) return '';
  if (typeof payload !== 'object') return escapeXml(String(payload));
  return Object.entries(payload as Record<string, unknown>)
    .filter(([name]) => isXmlName(name))
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]))
    .map(
      ([name, value]) => `<${name as string}>${payloadXml(value, depth + 1)}</${name as string}>`,
    )
    .join('');
}

/** The ncsItem message of a MOS item (a story's MOS subsection), sent to a plug-in to edit. */
export function ncsItemXml(item: MosItem, extra: { objectType?: string } = {}): string {
  const optional = (name: string, value: number | null) =>
    value === null ? '' : xmlElement(name, String(value));
  const paths = item.paths
    .map((path) => {
      const name = {
        PATH: 'objPath',
        'PROXY PATH': 'objProxyPath',
        'METADATA PATH': 'objMetadataPath',
      }[path.type];
      return `<${name} techDescription="${escapeXml(path.description)}">${escapeXml(path.target)}</${name}>`;
    })
    .join('');
  const metadata = item.mosExternalMetadata
    .map(
      (m) =>
        `<mosExternalMetadata>${xmlElement('mosScope', m.scope)}${xmlElement('mosSchema', m.schema)}${xmlElement(
          'mosPayload',
          { inner: payloadXml(m.payload) },
        )}</mosExternalMetadata>`,
    )
    .join('');
  const inner = [
    xmlElement('itemID', item.itemId),
    xmlElement('itemSlug', item.slug),
    xmlElement('objID', item.objectId),
    xmlElement('mosID', item.mosId),
    item.objectSlug ? xmlElement('objSlug', item.objectSlug) : '',
    extra.objectType ? xmlElement('objType', extra.objectType) : '',
    xmlElement('mosAbstract', item.mosAbstract),
    item.paths.length > 0 ? xmlElement('objPaths', { inner: paths }) : '',
    item.channel ? xmlElement('itemChannel', item.channel) : '',
    xmlElement('objTB', String(item.timeBase)),
    xmlElement('objDur', String(item.duration)),
    optional('itemEdStart', item.edStart),
    optional('itemEdDur', item.edDur),
    optional('itemUserTimingDur', item.userTimingDur),
    metadata,
  ].join('');
  return `<mos>${xmlElement('ncsItem', { inner: xmlElement('item', { inner }) })}</mos>`;
}

/** ncsItemRequest: asks the plug-in for the item it holds. */
export function ncsItemRequestXml(): string {
  return '<mos><ncsItemRequest/></mos>';
}

/** ncsAck statuses. */
export const NCS_ACK_STATUSES = ['ACK', 'NACK'] as const;

/** ncsAck: the newsroom took (ACK) or refused (NACK) what the plug-in sent. */
export function ncsAckXml(status: (typeof NCS_ACK_STATUSES)[number], description = ''): string {
  return `<mos>${xmlElement('ncsAck', {
    inner: xmlElement('status', status) + xmlElement('statusDescription', description),
  })}</mos>`;
}

/** What the newsroom tells a plug-in about itself and where it is hosted (ncsAppInfo). */
export interface NcsAppInfo {
  /** The newsroom's MOS id (the NCS's). */
  mosId: string;
  /** The newsroom's NCS id. */
  ncsId: string;
  /** The user's login. */
  userId: string;
  /** BROWSE (pick items), EDIT (an item was sent) or CREATE. */
  runContext: 'BROWSE' | 'EDIT' | 'CREATE';
  product: string;
  version: string;
  /** The running order and story being edited (empty when the story is in no rundown). */
  roId: string;
  storyId: string;
  /** The user's interface language (BCP 47, e.g. pt-BR). */
  language: string;
  /** The plug-in's area on screen, in CSS pixels. */
  uiMetric: { startX: number; startY: number; endX: number; endY: number };
}

/** Schema URL of the newsroom's own ncsAppInfo extension (the UI language). */
export const NCS_APP_INFO_SCHEMA = 'urn:newsroom:mos-plugin:context';

/**
 * ncsAppInfo. The interface language has no element of its own in MOS, so it travels as a
 * mosExternalMetadata block of our schema, which plug-ins that do not know it ignore.
 */
export function ncsAppInfoXml(info: NcsAppInfo): string {
  const metric = info.uiMetric;
  const uiMetric = [
    xmlElement('startx', String(Math.round(metric.startX))),
    xmlElement('starty', String(Math.round(metric.startY))),
    xmlElement('endx', String(Math.round(metric.endX))),
    xmlElement('endy', String(Math.round(metric.endY))),
    xmlElement('mode', 'CONTAINED'),
    xmlElement('canClose', 'TRUE'),
  ].join('');
  const information = [
    xmlElement('userID', info.userId),
    xmlElement('runContext', info.runContext),
    xmlElement('software', {
      inner:
        xmlElement('manufacturer', 'Newsroom') +
        xmlElement('product', info.product) +
        xmlElement('version', info.version),
    }),
    `<uiMetric num="1">${uiMetric}</uiMetric>`,
  ].join('');
  const appInfo = [
    info.roId ? xmlElement('roID', info.roId) : '',
    info.storyId ? xmlElement('storyID', info.storyId) : '',
    xmlElement('ncsInformation', { inner: information }),
    xmlElement('mosExternalMetadata', {
      inner:
        xmlElement('mosScope', 'PLAYLIST') +
        xmlElement('mosSchema', NCS_APP_INFO_SCHEMA) +
        xmlElement('mosPayload', { inner: xmlElement('language', info.language) }),
    }),
  ].join('');
  return `<mos>${xmlElement('mosID', info.mosId)}${xmlElement('ncsID', info.ncsId)}${xmlElement(
    'ncsAppInfo',
    { inner: appInfo },
  )}</mos>`;
}

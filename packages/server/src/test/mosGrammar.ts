import type { XmlElement } from './mosXml';

/**
 * What MOS 2.8.5 allows inside the messages a newsroom (NCS) sends, written from the protocol
 * document for the strict test device: each element's children in their order with how often
 * they may stand ('1' once, '?' at most once, '*' any number), and the format of values.
 */

type Count = '1' | '?' | '*';
type Rule = [name: string, count: Count][];

const EXTERNAL: Rule[number] = ['mosExternalMetadata', '*'];

const ITEM: Rule = [
  ['itemID', '1'],
  ['itemSlug', '?'],
  ['objID', '1'],
  ['mosID', '1'],
  ['mosAbstract', '?'],
  ['objPaths', '?'],
  ['itemChannel', '?'],
  ['itemEdStart', '?'],
  ['itemEdDur', '?'],
  ['itemUserTimingDur', '?'],
  ['itemTrigger', '?'],
  ['macroIn', '?'],
  ['macroOut', '?'],
  EXTERNAL,
];

const STORY: Rule = [
  ['storyID', '1'],
  ['storySlug', '?'],
  ['storyNum', '?'],
  EXTERNAL,
  ['item', '*'],
];

const RO_HEAD: Rule = [
  ['roID', '1'],
  ['roSlug', '1'],
  ['roChannel', '?'],
  ['roEdStart', '?'],
  ['roEdDur', '?'],
  ['roTrigger', '?'],
  ['macroIn', '?'],
  ['macroOut', '?'],
];

/** Children rules by element name (messages and the parts inside them). */
const RULES: Record<string, Rule> = {
  heartbeat: [['time', '1']],
  reqMachInfo: [],
  listMachInfo: [
    ['manufacturer', '1'],
    ['model', '1'],
    ['hwRev', '1'],
    ['swRev', '1'],
    ['DOM', '1'],
    ['SN', '1'],
    ['ID', '1'],
    ['time', '1'],
    ['opTime', '?'],
    ['mosRev', '1'],
    ['supportedProfiles', '1'],
    ['defaultActiveX', '*'],
    EXTERNAL,
  ],
  roCreate: [...RO_HEAD, EXTERNAL, ['story', '*']],
  roReplace: [...RO_HEAD, EXTERNAL, ['story', '*']],
  roList: [...RO_HEAD, EXTERNAL, ['story', '*']],
  roMetadataReplace: [
    ...RO_HEAD,
    ['roEventType', '?'],
    ['roEventTime', '?'],
    ['mosExternalMetadata', '?'],
  ],
  roDelete: [['roID', '1']],
  roReadyToAir: [
    ['roID', '1'],
    ['roAir', '1'],
  ],
  roElementAction: [
    ['roID', '1'],
    ['element_target', '?'],
    ['element_source', '1'],
  ],
  element_target: [
    ['storyID', '1'],
    ['itemID', '?'],
  ],
  element_source: [
    ['story', '*'],
    ['item', '*'],
    ['storyID', '*'],
    ['itemID', '*'],
  ],
  roAck: [
    ['roID', '1'],
    ['roStatus', '1'],
    // Then (storyID, itemID, objID, itemChannel?, status) groups: read loosely below.
    ['storyID', '*'],
    ['itemID', '*'],
    ['objID', '*'],
    ['itemChannel', '*'],
    ['status', '*'],
  ],
  mosReqAll: [['pause', '1']],
  mosAck: [
    ['objID', '1'],
    ['objRev', '1'],
    ['status', '1'],
    ['statusDescription', '?'],
  ],
  story: STORY,
  item: ITEM,
  objPaths: [
    ['objPath', '*'],
    ['objProxyPath', '*'],
    ['objMetadataPath', '*'],
  ],
};

/** MOS time: YYYY-MM-DDThh:mm:ss with optional ,fraction and Z or ±hh:mm. */
export const MOS_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(,\d{1,3})?(Z|[+-]\d{2}:\d{2})?$/;
const INTEGER = /^\d+$/;

/** Formats of values by element name. */
const FORMATS: Record<string, RegExp> = {
  time: MOS_TIME,
  roEdStart: MOS_TIME,
  roEdDur: /^\d{2}:\d{2}:\d{2}$/,
  roAir: /^(READY|NOT READY)$/,
  messageID: /^-?\d+$/,
  itemEdStart: INTEGER,
  itemEdDur: INTEGER,
  itemUserTimingDur: INTEGER,
  objTB: INTEGER,
  objDur: INTEGER,
  pause: INTEGER,
};

/** Checks `element`'s children against its rule, recursively; returns what is wrong. */
export function checkElement(element: XmlElement, path = element.name): string[] {
  const problems: string[] = [];
  const format = FORMATS[element.name];
  if (format && element.children.length === 0 && !format.test(element.text))
    problems.push(`${path}: "${element.text}" is not in the protocol's format`);
  const rule = RULES[element.name];
  if (!rule) return problems;
  let position = 0;
  let used = 0;
  for (const found of element.children) {
    while (position < rule.length && rule[position]![0] !== found.name) {
      if (rule[position]![1] === '1' && used === 0)
        problems.push(`${path}: <${rule[position]![0]}> missing before <${found.name}>`);
      position += 1;
      used = 0;
    }
    if (position === rule.length) {
      problems.push(`${path}: <${found.name}> not allowed here (or out of order)`);
      break;
    }
    used += 1;
    if (rule[position]![1] !== '*' && used > 1)
      problems.push(`${path}: <${found.name}> more than once`);
    problems.push(...checkElement(found, `${path}/${found.name}`));
  }
  for (const [name, count] of rule.slice(position + (used > 0 ? 1 : 0)))
    if (count === '1') problems.push(`${path}: <${name}> missing`);
  return problems;
}

/**
 * Checks a whole message: the root <mos>, the header mosID (the device), ncsID (the newsroom),
 * messageID in that order, then exactly one message element obeying its rule.
 */
export function checkMessage(
  mos: XmlElement,
  ids: { mosId: string; ncsId: string },
): { type: string; message: XmlElement | null; problems: string[] } {
  const problems: string[] = [];
  if (mos.name !== 'mos') problems.push(`root is <${mos.name}>, not <mos>`);
  const [first, second, third, message, ...rest] = mos.children;
  const header = [first?.name, second?.name, third?.name].join(', ');
  if (header !== 'mosID, ncsID, messageID')
    problems.push(`header is ${header}, not mosID, ncsID, messageID`);
  const valueOf = (name: string) => mos.children.find((c) => c.name === name)?.text;
  if (valueOf('mosID') !== ids.mosId)
    problems.push(`mosID is "${valueOf('mosID')}", not the device's "${ids.mosId}"`);
  if (valueOf('ncsID') !== ids.ncsId)
    problems.push(`ncsID is "${valueOf('ncsID')}", not the newsroom's "${ids.ncsId}"`);
  if (third) problems.push(...checkElement(third, 'mos/messageID'));
  if (rest.length > 0) problems.push(`more than one message in one <mos>`);
  if (!message) return { type: '', message: null, problems: [...problems, 'no message'] };
  if (!RULES[message.name])
    problems.push(`<${message.name}> is not a message the strict device knows`);
  problems.push(...checkElement(message, message.name));
  return { type: message.name, message, problems };
}

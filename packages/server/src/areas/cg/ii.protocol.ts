import type { DeviceCharset } from '@newsroom/domain';

/**
 * The subset of the Chyron Intelligent Interface (II) protocol the newsroom speaks: the "Write"
 * (W) command that creates a template data message on the character generator, one per CG.
 *
 *   W\<page>\<template>\<field 1>\<field 2>\…\<field n>\\<CR><LF>
 *
 * - `W` in upper case (the device ignores machine codes);
 * - `<page>`: the message number to write (credits use consecutive pages from CG_II_FIRST_PAGE,
 *   so the operator runs them in air order with Read Next);
 * - `<template>`: the template (message) number the page is based on, the CG's code;
 * - the field values in field-number order: value k fills template field k, a field the CG does
 *   not fill is sent empty; a backslash in a value becomes "/" and line breaks become spaces
 *   (the protocol has no escape);
 * - `\\` ends the command, then CR LF.
 *
 * The device answers a line per command: `*` when it was accepted, or an error code (four to six
 * hexadecimal digits, e.g. `4191` "the command format is incorrect"). Its telnet server may greet
 * with a "Welcome to the … Intelligent Interface …" line first, or say the port is "already in
 * use". The whole exchange is in the device's charset.
 */

/** Separator of the command's parts. */
export const II_SEPARATOR = '\\';
/** End of a command: a double backslash, then CR LF. */
export const II_END = '\\\\\r\n';
/** The answer of an accepted command. */
export const II_ACCEPTED = '*';

/** A value as the protocol can carry it: no separator, no line break. */
export function iiValue(value: string): string {
  return value.replace(/\\/g, '/').replace(/\r\n|[\r\n]/g, ' ');
}

/** The Write command of one CG: page, template number, values by field number. */
export function iiWriteCommand(page: number, template: number, values: readonly string[]): string {
  return ['W', String(page), String(template), ...values.map(iiValue)].join(II_SEPARATOR) + II_END;
}

/** What a line from the device means. */
export type IiAnswer =
  | { kind: 'accepted' }
  | { kind: 'refused'; reason: string }
  | { kind: 'greeting' }
  | { kind: 'other' };

/** Reads one line (without its CR LF) the device sent. */
export function parseIiAnswer(line: string): IiAnswer {
  const text = line.trim();
  if (text === II_ACCEPTED) return { kind: 'accepted' };
  if (/^[0-9A-F]{4,8}$/i.test(text)) return { kind: 'refused', reason: `error ${text}` };
  if (/already in use/i.test(text)) return { kind: 'refused', reason: text };
  if (/^welcome/i.test(text)) return { kind: 'greeting' };
  return { kind: 'other' };
}

/** Windows-1252 characters of bytes 0x80–0x9F (the rest of the range maps like ISO-8859-1). */
const WINDOWS_1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Byte of an unmappable character in the single-byte charsets. */
const REPLACEMENT = 0x3f; // '?'

function singleByte(text: string, high: (char: string) => number | undefined): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const mapped = high(char);
    if (mapped !== undefined) bytes.push(mapped);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(REPLACEMENT);
  }
  return Buffer.from(bytes);
}

/** The text in a device charset; characters the charset lacks become "?". */
export function encodeText(text: string, charset: DeviceCharset): Buffer {
  switch (charset) {
    case 'UTF-8':
      return Buffer.from(text, 'utf8');
    case 'UTF-16BE':
      return Buffer.from(text, 'utf16le').swap16();
    case 'ISO-8859-1':
      return singleByte(text, (char) => {
        const code = char.codePointAt(0)!;
        return code >= 0x80 && code < 0xa0 ? code : undefined;
      });
    case 'WINDOWS-1252':
      return singleByte(text, (char) => WINDOWS_1252_HIGH[char]);
  }
}

/** Bytes from the device in its charset, as text. */
export function decodeText(bytes: Buffer, charset: DeviceCharset): string {
  switch (charset) {
    case 'UTF-8':
      return bytes.toString('utf8');
    case 'UTF-16BE':
      return Buffer.from(bytes).swap16().toString('utf16le');
    case 'ISO-8859-1':
    case 'WINDOWS-1252':
      return bytes.toString('latin1');
  }
}

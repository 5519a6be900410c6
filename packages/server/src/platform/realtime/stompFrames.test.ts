import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_FRAME_BYTES,
  MessageFrames,
  negotiateHeartBeat,
  parseHeartBeat,
  serializeFrame,
  StompParser,
  StompProtocolError,
  type StompFrame,
} from './stompFrames';

function parseAll(chunks: readonly string[], maxFrameBytes?: number): StompFrame[] {
  const parser = new StompParser(maxFrameBytes);
  return chunks.flatMap((chunk) => parser.push(chunk));
}

const frame = (command: string, headers: Record<string, string> = {}, body = ''): StompFrame => ({
  command,
  headers,
  body,
});

describe('StompParser', () => {
  const connect = 'CONNECT\naccept-version:1.2\nhost:a\n\n\0';
  const send = 'SEND\ndestination:/q\n\nhello\0';

  it.each<[string, string[], StompFrame[]]>([
    ['a frame without headers', ['DISCONNECT\n\n\0'], [frame('DISCONNECT')]],
    ['headers and a body', [send], [frame('SEND', { destination: '/q' }, 'hello')]],
    [
      'CRLF line endings',
      ['SEND\r\ndestination:/q\r\n\r\nhi\0'],
      [frame('SEND', { destination: '/q' }, 'hi')],
    ],
    [
      'escaped header names and values',
      ['SEND\na\\cb:x\\ny\\\\z\\r\n\n\0'],
      [frame('SEND', { 'a:b': 'x\ny\\z\r' })],
    ],
    [
      'no unescaping on CONNECT',
      ['CONNECT\nlogin:a\\cb\n\n\0'],
      [frame('CONNECT', { login: 'a\\cb' })],
    ],
    ['the first of repeated headers', ['SEND\nfoo:1\nfoo:2\n\n\0'], [frame('SEND', { foo: '1' })]],
    [
      'a colon inside a CONNECT value',
      ['CONNECT\nhost:a:b\n\n\0'],
      [frame('CONNECT', { host: 'a:b' })],
    ],
    ['an empty header value', ['SEND\nfoo:\n\n\0'], [frame('SEND', { foo: '' })]],
    [
      'a NUL inside a content-length body',
      ['SEND\ncontent-length:3\n\na\0b\0'],
      [frame('SEND', { 'content-length': '3' }, 'a\0b')],
    ],
    [
      'content-length counted in UTF-8 bytes',
      ['SEND\ncontent-length:4\n\nhé!\0'],
      [frame('SEND', { 'content-length': '4' }, 'hé!')],
    ],
    [
      'several frames in one chunk',
      [connect + send],
      [
        frame('CONNECT', { 'accept-version': '1.2', host: 'a' }),
        frame('SEND', { destination: '/q' }, 'hello'),
      ],
    ],
    [
      'a frame split into single characters',
      [...send],
      [frame('SEND', { destination: '/q' }, 'hello')],
    ],
    [
      'a split content-length body',
      ['SEND\ncontent-length:5\n\nab', '\0', 'de\0'],
      [frame('SEND', { 'content-length': '5' }, 'ab\0de')],
    ],
    [
      'heart-beats between frames',
      ['\n', '\r\n\n', send, '\r', '\n\n', send],
      [
        frame('SEND', { destination: '/q' }, 'hello'),
        frame('SEND', { destination: '/q' }, 'hello'),
      ],
    ],
    ['only heart-beats', ['\n', '\r\n', '\n'], []],
    ['nothing until the NUL arrives', ['SEND\n\nbody'], []],
  ])('parses %s', (_name, chunks, expected) => {
    expect(parseAll(chunks)).toEqual(expected);
  });

  it.each<[string, string[], number | undefined, RegExp]>([
    ['an undefined escape', ['SEND\nfoo:a\\tb\n\n\0'], undefined, /undefined header escape/],
    ['a trailing backslash', ['SEND\nfoo:a\\\n\n\0'], undefined, /undefined header escape/],
    ['a header without a colon', ['SEND\nfoo\n\n\0'], undefined, /without a colon/],
    ['a lower-case command', ['send\n\n\0'], undefined, /invalid command/],
    ['a padded command', [' SEND\n\n\0'], undefined, /invalid command/],
    ['a bare NUL', ['\n\0'], undefined, /inside its headers/],
    ['a NUL before the blank line', ['SEND\nfoo:1\0'], undefined, /inside its headers/],
    ['a NUL inside a command', ['SE\0ND\n\n\0'], undefined, /inside its headers/],
    ['a non-numeric content-length', ['SEND\ncontent-length:x\n\n\0'], undefined, /content-length/],
    [
      'a body longer than content-length',
      ['SEND\ncontent-length:1\n\nab\0'],
      undefined,
      /content-length/,
    ],
    ['a complete frame over the limit', [`SEND\n\n${'x'.repeat(100)}\0`], 64, /larger than 64/],
    ['an unterminated frame over the limit', ['SEND\n\n', 'x'.repeat(100)], 64, /larger than 64/],
    ['a header block over the limit', [`SEND\nfoo:${'x'.repeat(100)}`], 64, /larger than 64/],
    ['a content-length over the limit', ['SEND\ncontent-length:1000\n\n'], 64, /larger than 64/],
    [
      'the default limit',
      [`SEND\n\n${'x'.repeat(DEFAULT_MAX_FRAME_BYTES)}\0`],
      undefined,
      /larger than 65536/,
    ],
  ])('rejects %s', (_name, chunks, max, message) => {
    expect(() => parseAll(chunks, max)).toThrow(StompProtocolError);
    expect(() => parseAll(chunks, max)).toThrow(message);
  });

  it('accepts a frame of exactly the limit', () => {
    const text = `SEND\n\n${'x'.repeat(57)}\0`;
    expect(Buffer.byteLength(text)).toBe(64);
    expect(parseAll([text], 64)).toHaveLength(1);
  });
});

describe('serializeFrame', () => {
  it.each<[string, StompFrame, string]>([
    ['a bare frame', frame('DISCONNECT'), 'DISCONNECT\n\n\0'],
    ['headers in order', frame('MESSAGE', { a: '1', b: '2' }, '{}'), 'MESSAGE\na:1\nb:2\n\n{}\0'],
    [
      'escaped headers',
      frame('MESSAGE', { 'x:y': 'a\nb\\c\rd:e' }),
      'MESSAGE\nx\\cy:a\\nb\\\\c\\rd\\ce\n\n\0',
    ],
    ['CONNECTED unescaped', frame('CONNECTED', { server: 'a:b' }), 'CONNECTED\nserver:a:b\n\n\0'],
  ])('writes %s', (_name, input, expected) => {
    expect(serializeFrame(input)).toBe(expected);
  });

  it.each<[string, StompFrame]>([
    ['escapes', frame('MESSAGE', { 'a:b': 'c\\d\ne\rf' }, 'body')],
    ['NUL in a body with content-length', frame('MESSAGE', { 'content-length': '3' }, 'a\0b')],
    ['UTF-8', frame('ERROR', { message: 'héé:ü' }, '✓')],
  ])('round-trips %s', (_name, input) => {
    expect(parseAll([serializeFrame(input)])).toEqual([input]);
  });
});

describe('MessageFrames', () => {
  it('frames a body once per subscription id, with one message-id per body', () => {
    let ids = 0;
    const frames = new MessageFrames('/topic/a:b', () => String(++ids));
    const body = '{"slug":"Köln"}';
    const first = frames.frame('sub-0', body);

    expect(frames.frame('sub-0', body)).toBe(first);
    expect(first.toString('utf8')).toBe(
      serializeFrame(
        frame(
          'MESSAGE',
          {
            subscription: 'sub-0',
            'message-id': '1',
            destination: '/topic/a:b',
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
          body,
        ),
      ),
    );
    expect(parseAll([frames.frame('sub-1', body).toString('utf8')])[0]!.headers).toMatchObject({
      subscription: 'sub-1',
      'message-id': '1',
    });
    expect(parseAll([frames.frame('sub-0', '"other"').toString('utf8')])[0]).toMatchObject({
      headers: { subscription: 'sub-0', 'message-id': '2' },
      body: '"other"',
    });
  });
});

describe('parseHeartBeat', () => {
  it.each<[string | undefined, readonly [number, number]]>([
    [undefined, [0, 0]],
    ['0,0', [0, 0]],
    ['10000,5000', [10000, 5000]],
    [' 1 , 2 ', [1, 2]],
  ])('reads %j', (value, expected) => {
    expect(parseHeartBeat(value)).toEqual(expected);
  });

  it.each(['', '1', '1,2,3', 'a,b', '-1,0', '1.5,0', `${2 ** 31},0`])('rejects %j', (value) => {
    expect(() => parseHeartBeat(value)).toThrow(StompProtocolError);
  });
});

describe('negotiateHeartBeat', () => {
  it.each<[[number, number], [number, number], number, number]>([
    [[10000, 10000], [0, 0], 0, 0],
    [[10000, 10000], [5000, 20000], 20000, 10000],
    [[10000, 10000], [30000, 1000], 10000, 30000],
    [[0, 0], [1000, 1000], 0, 0],
    [[10000, 0], [1000, 1000], 10000, 0],
    [[0, 10000], [1000, 1000], 0, 10000],
  ])('server %j, client %j: send every %i, expect every %i', (server, client, sendMs, expectMs) => {
    expect(negotiateHeartBeat(server, client)).toEqual({ sendMs, expectMs });
  });
});

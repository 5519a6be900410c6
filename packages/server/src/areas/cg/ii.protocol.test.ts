import { describe, expect, it } from 'vitest';
import { decodeText, encodeText, iiWriteCommand, parseIiAnswer } from './ii.protocol';

describe('II Write command', () => {
  it('is W, page, template and values by field number, ended by two backslashes and CR LF', () => {
    expect(iiWriteCommand(1001, 10, ['Ana', '', 'Sé'])).toBe('W\\1001\\10\\Ana\\\\Sé\\\\\r\n');
    expect(iiWriteCommand(7, 40, [])).toBe('W\\7\\40\\\\\r\n');
  });

  it('keeps a value from breaking the command: backslashes and line breaks', () => {
    expect(iiWriteCommand(1, 2, ['a\\b', 'linha 1\r\nlinha 2\nfim'])).toBe(
      'W\\1\\2\\a/b\\linha 1 linha 2 fim\\\\\r\n',
    );
  });
});

describe('II answers', () => {
  it('reads acceptance, error codes, greetings and busy ports', () => {
    expect(parseIiAnswer('*')).toEqual({ kind: 'accepted' });
    expect(parseIiAnswer(' 4191 ')).toEqual({ kind: 'refused', reason: 'error 4191' });
    expect(parseIiAnswer('805001')).toMatchObject({ kind: 'refused' });
    expect(parseIiAnswer('Port 23 already in use')).toMatchObject({ kind: 'refused' });
    expect(
      parseIiAnswer('Welcome to the ChyronHego Intelligent Interface Telnet Server on x'),
    ).toEqual({
      kind: 'greeting',
    });
    expect(parseIiAnswer('hello')).toEqual({ kind: 'other' });
  });
});

describe('charsets', () => {
  it('encodes single-byte charsets with "?" for what they lack', () => {
    expect([...encodeText('Ç€😀', 'ISO-8859-1')]).toEqual([0xc7, 0x3f, 0x3f]);
    expect([...encodeText('Ç€“”😀', 'WINDOWS-1252')]).toEqual([0xc7, 0x80, 0x93, 0x94, 0x3f]);
  });

  it('round-trips UTF-8 and UTF-16BE', () => {
    for (const charset of ['UTF-8', 'UTF-16BE'] as const)
      expect(decodeText(encodeText('São Paulo 😀', charset), charset)).toBe('São Paulo 😀');
    expect([...encodeText('A', 'UTF-16BE')]).toEqual([0x00, 0x41]);
  });
});

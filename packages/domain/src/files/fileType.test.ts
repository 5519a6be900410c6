import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffFileType } from './fileType';
import { checkUpload, MEGABYTE, precheckUpload, safeFileName } from './uploadRules';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFileType', () => {
  it.each([
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['GIF87a', text('GIF87a..'), 'image/gif'],
    ['GIF89a', text('GIF89a..'), 'image/gif'],
    ['PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47), null],
    [
      'PNG with a broken line-ending check',
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x0a, 0x0a),
      null,
    ],
    ['GIF of an unknown version', text('GIF88a..'), null],
    ['text named .png', text('hello, this is not an image'), null],
    ['an HTML page', text('<!doctype html><script>'), null],
    ['PDF', text('%PDF-1.7'), null],
    ['WebP', text('RIFF\u0000\u0000\u0000\u0000WEBP'), null],
    ['two bytes of JPEG', bytes(0xff, 0xd8), null],
    ['empty', bytes(), null],
  ])('%s -> %s', (_name, head, expected) => {
    expect(sniffFileType(head)?.mimeType ?? null).toBe(expected);
  });

  it('needs no more than SNIFF_BYTES bytes', () => {
    expect(SNIFF_BYTES).toBe(8);
  });
});

const jpeg = { mimeType: 'image/jpeg', extension: 'jpg' } as const;
const gif = { mimeType: 'image/gif', extension: 'gif' } as const;

describe('checkUpload', () => {
  it.each([
    ['image', jpeg, 1000, null],
    ['image', jpeg, 10 * MEGABYTE, null],
    ['image', jpeg, 10 * MEGABYTE + 1, 'invalidSize'],
    ['image', gif, 1000, 'invalidType'],
    ['image', null, 1000, 'invalidType'],
    ['logo', gif, 1000, null],
    ['logo', null, 11 * MEGABYTE, 'invalidSize'],
  ] as const)('%s %o of %d bytes -> %s', (kind, detected, size, expected) => {
    expect(checkUpload(kind, detected, size)).toBe(expected);
  });
});

describe('precheckUpload', () => {
  it.each([
    ['image', 'photo.JPG', 'image/jpeg', 5 * MEGABYTE, null],
    ['image', 'photo.jpeg', '', 100, null],
    ['image', 'drawing.png', 'image/png', 100, null],
    ['image', 'animation.gif', 'image/gif', 100, 'invalidType'],
    ['image', 'script.png', 'text/html', 100, 'invalidType'],
    ['image', 'noextension', 'image/png', 100, 'invalidType'],
    ['image', 'big.png', 'image/png', 10 * MEGABYTE + 1, 'invalidSize'],
    ['logo', 'logo.gif', 'image/gif', 100, null],
    ['logo', 'logo.svg', 'image/svg+xml', 100, 'invalidType'],
    ['logo', 'logo.png', 'image/png', 11 * MEGABYTE, 'invalidSize'],
  ] as const)('%s %s (%s, %d bytes) -> %s', (kind, name, type, size, expected) => {
    expect(precheckUpload(kind, { name, type, size })).toBe(expected);
  });
});

describe('safeFileName', () => {
  it.each([
    ['foto.jpg', 'foto.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ana\\Pauta "final".png', 'Pauta final.png'],
    ['evil\r\nSet-Cookie: x.png', 'evilSet-Cookie x.png'],
    ['  espaços   demais .png ', 'espaços demais .png'],
    ['.hidden', 'hidden'],
    ['..', 'file'],
    ['', 'file'],
    ['Manhã.jpg', 'Manhã.jpg'],
  ])('%j -> %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('cuts long names keeping the extension', () => {
    const name = safeFileName(`${'a'.repeat(400)}.png`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.png')).toBe(true);
  });
});

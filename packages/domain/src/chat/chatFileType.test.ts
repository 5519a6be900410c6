import { describe, expect, it } from 'vitest';
import { sniffChatFile } from './chatFileType';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const zip = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];
const cfb = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('chat files are typed by content', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'foto.jpg', 'image/jpeg'],
    [
      'a PNG named .txt',
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'a.txt',
      'image/png',
    ],
    ['a PDF', bytes('%PDF-1.7\n'), 'pauta.pdf', 'application/pdf'],
    [
      'a Word document',
      bytes(zip),
      'roteiro.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a plain ZIP', bytes(zip), 'fotos.zip', 'application/zip'],
    ['an old Excel sheet', bytes(cfb), 'escala.xls', 'application/vnd.ms-excel'],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypmp42'), 'vt.mp4', 'video/mp4'],
    ['an MP3 with ID3', bytes('ID3', [3, 0]), 'sonora.mp3', 'audio/mpeg'],
    ['a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'off.wav', 'audio/wav'],
    [
      'UTF-8 text',
      new TextEncoder().encode('Pauta: São Paulo\r\n\tboletim às 19h'),
      'nota.txt',
      'text/plain',
    ],
  ])('%s', (_name, head, fileName, mimeType) => {
    expect(sniffChatFile(head, fileName)).toBe(mimeType);
  });

  it.each([
    ['a Windows program', bytes('MZ', [0x90, 0x00, 0x03]), 'foto.jpg'],
    ['an ELF binary', bytes([0x7f], 'ELF', [2, 1]), 'script.txt'],
    ['a compound file of unknown kind', bytes(cfb), 'anexo.bin'],
    ['an empty file', new Uint8Array(), 'vazio.txt'],
    ['binary with NUL bytes', bytes('abc', [0], 'def'), 'dados.txt'],
  ])('refuses %s', (_name, head, fileName) => {
    expect(sniffChatFile(head, fileName)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { pathUnderRoot, storePath, workspacePath } from './workspacePath';

describe('workspacePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['a/b', '/a/b'],
    ['/a//b/', '/a/b'],
    ['/a/./b', '/a/b'],
    ['/Pautas/março 2026.docx', '/Pautas/março 2026.docx'],
    ['/../etc/passwd', null],
    ['/a/../../b', null],
    ['..', null],
    ['/a\\..\\b', null],
    ['/a\u0000b', null],
  ])('%j → %j', (input, expected) => {
    expect(workspacePath(input)).toBe(expected);
  });
});

describe('storePath and pathUnderRoot', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/a', '/a'],
    ['/News', '/', '/News'],
    ['/News', '/a/b', '/News/a/b'],
  ])('root %j + %j → %j and back', (root, path, stored) => {
    expect(storePath(root, path)).toBe(stored);
    expect(pathUnderRoot(root, stored)).toBe(path);
  });

  it('refuses store paths outside the root', () => {
    expect(pathUnderRoot('/News', '/Newsroom/a')).toBeNull();
    expect(pathUnderRoot('/News', '/Other')).toBeNull();
  });
});

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installationKey, secretBox } from './secretBox';

describe('secretBox', () => {
  it('opens what it sealed, and never seals the same text twice alike', () => {
    const box = secretBox('uma frase qualquer');
    const a = box.seal('abcd efgh ijkl');
    const b = box.seal('abcd efgh ijkl');
    expect(a).not.toBe(b);
    expect(a).not.toContain('abcd');
    expect(box.open(a)).toBe('abcd efgh ijkl');
    expect(box.open(b)).toBe('abcd efgh ijkl');
  });

  it('refuses a text sealed with another key, altered, or not sealed at all', () => {
    const sealed = secretBox('key one').seal('senha');
    expect(() => secretBox('key two').open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      secretBox('key one').open([version, iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => secretBox('key one').open('senha')).toThrow('not a sealed secret');
  });
});

describe('installationKey', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('takes SECRET_KEY when set and writes nothing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-key-'));
    expect(installationKey('from-env', dir)).toBe('from-env');
    await expect(stat(path.join(dir, 'secret.key'))).rejects.toThrow();
  });

  it('makes a key file once, readable only by its owner, and reads it back', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-key-'));
    const data = path.join(dir, 'data');
    const first = installationKey(null, data);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(installationKey(null, data)).toBe(first);
    expect((await readFile(path.join(data, 'secret.key'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(data, 'secret.key'))).mode & 0o777).toBe(0o600);
  });
});

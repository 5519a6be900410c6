import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT_VERSION, parseBackupManifest } from './backupManifest';

const MANIFEST = {
  format: 'newsroom-backup',
  formatVersion: BACKUP_FORMAT_VERSION,
  createdAt: '2026-03-10T12:00:00.000Z',
  serverVersion: '0.1.0',
  database: { engine: 'pglite', migrations: 27 },
  files: { driver: 'folder', count: 3 },
  hasSecretKey: true,
};

describe('parseBackupManifest', () => {
  it('reads a manifest of this format version', () => {
    expect(parseBackupManifest(JSON.stringify(MANIFEST))).toEqual(MANIFEST);
  });

  it.each([
    [
      'another format version',
      { ...MANIFEST, formatVersion: 2, files: 'elsewhere' },
      /version 2 is not supported/,
    ],
    ['another format', { ...MANIFEST, format: 'other-backup' }, /not recognised/],
    [
      'an unknown engine',
      { ...MANIFEST, database: { engine: 'mysql', migrations: 1 } },
      /not recognised/,
    ],
    ['no manifest fields', {}, /not recognised/],
  ])('refuses %s', (_case, manifest, message) => {
    expect(() => parseBackupManifest(JSON.stringify(manifest))).toThrow(message);
  });

  it('refuses what is not JSON', () => {
    expect(() => parseBackupManifest('PK\u0003\u0004')).toThrow(/not JSON/);
  });
});

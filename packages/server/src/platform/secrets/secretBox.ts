import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the newsroom keeps for other systems (a WordPress application password...), encrypted
 * at rest with AES-256-GCM: a copy of the database alone does not give them away. The key is
 * SECRET_KEY when set (every instance of one installation must share it), else a random key
 * made once in DATA_DIR/secret.key.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the text was sealed with another key or altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

/** A box over a key phrase (any length: its SHA-256 is the AES key). */
export function secretBox(keyPhrase: string): SecretBox {
  const key = createHash('sha256').update(keyPhrase, 'utf8').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

/** SECRET_KEY, else the key file in the data folder, made on first start (readable by its owner). */
export function installationKey(secretKey: string | null, dataDir: string): string {
  if (secretKey) return secretKey;
  const file = path.join(dataDir, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // `wx`: two instances starting at once on one folder keep the first key.
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

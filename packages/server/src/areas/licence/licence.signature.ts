import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { licencePayloadSchema, type LicenceFile, type LicenceReading } from '@newsroom/domain';

/** The Ed25519 public key of a base64 string of its 32 raw bytes. */
function publicKeyOf(base64: string): KeyObject {
  const x = Buffer.from(base64, 'base64').toString('base64url');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/**
 * Reads a licence file: `verified` when its signature over the payload's bytes holds under the
 * trusted key and the payload has every field, `invalid` otherwise (a tampered byte, another
 * issuer's key, a malformed file, or a malformed trusted key, which then refuses every licence).
 */
export function readLicence(file: LicenceFile, trustedKeyBase64: string): LicenceReading {
  try {
    const bytes = Buffer.from(file.payload, 'base64');
    const signature = Buffer.from(file.signature, 'base64');
    if (!verify(null, bytes, publicKeyOf(trustedKeyBase64), signature)) return { kind: 'invalid' };
    const payload = licencePayloadSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return payload.success ? { kind: 'verified', payload: payload.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

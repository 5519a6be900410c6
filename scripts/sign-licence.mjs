#!/usr/bin/env node
/**
 * Issues a licence: signs a payload with an Ed25519 private key and prints the licence file.
 *
 *   node scripts/sign-licence.mjs <private-key.pem> <payload.json> > licence.json
 *   node scripts/sign-licence.mjs <private-key.pem> --public-key
 *   node scripts/sign-licence.mjs --new-key <private-key.pem>
 *
 * The payload names clientId, licenceId, type, createdAt and expiresAt (YYYY-MM-DD), maxUsers
 * and maxConcurrentLogins. The file is `{ payload, signature }`: the base64 of the payload's JSON
 * bytes and the base64 signature of those same bytes (docs/DECISIONS.md "Licence (issue 24)").
 * `--public-key` prints the key a server trusts (LICENCE_PUBLIC_KEY): base64 of its 32 bytes.
 * `--new-key` writes a new private key (mode 600) and prints its public key.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const FIELDS = [
  'clientId',
  'licenceId',
  'type',
  'createdAt',
  'expiresAt',
  'maxUsers',
  'maxConcurrentLogins',
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function publicKeyBase64(privateKey) {
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return Buffer.from(x, 'base64url').toString('base64');
}

/** The payload with its fields in a fixed order, after checking each. */
function checkedPayload(raw) {
  const payload = Object.fromEntries(FIELDS.map((field) => [field, raw[field]]));
  for (const field of ['clientId', 'licenceId', 'type'])
    if (typeof payload[field] !== 'string' || !payload[field].trim()) fail(`${field}: a text`);
  for (const field of ['createdAt', 'expiresAt'])
    if (!DATE.test(String(payload[field]))) fail(`${field}: a date YYYY-MM-DD`);
  for (const field of ['maxUsers', 'maxConcurrentLogins'])
    if (!Number.isInteger(payload[field]) || payload[field] < 1)
      fail(`${field}: a whole number ≥ 1`);
  return payload;
}

const [first, second] = process.argv.slice(2);
if (first === '--new-key' && second) {
  const { privateKey } = generateKeyPairSync('ed25519');
  writeFileSync(second, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  console.log(publicKeyBase64(privateKey));
} else if (first && second === '--public-key') {
  console.log(publicKeyBase64(createPrivateKey(readFileSync(first))));
} else if (first && second) {
  const privateKey = createPrivateKey(readFileSync(first));
  const payload = checkedPayload(JSON.parse(readFileSync(second, 'utf8')));
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  const file = {
    payload: bytes.toString('base64'),
    signature: sign(null, bytes, privateKey).toString('base64'),
  };
  console.log(JSON.stringify(file, null, 2));
} else {
  fail(
    'usage: node scripts/sign-licence.mjs <private-key.pem> <payload.json> | <private-key.pem> --public-key | --new-key <private-key.pem>',
  );
}

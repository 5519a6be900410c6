import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LicenceFile, LicencePayload } from '@newsroom/domain';

/** A licence issuer of the tests: its key pair and the public key as the server reads it. */
export interface TestIssuer {
  privateKey: KeyObject;
  /** Base64 of the 32 raw bytes (LICENCE_PUBLIC_KEY). */
  publicKeyBase64: string;
}

/** A fresh Ed25519 issuer. */
export function testIssuer(): TestIssuer {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return { privateKey, publicKeyBase64: Buffer.from(x, 'base64url').toString('base64') };
}

/** A licence file signed by an issuer, as scripts/sign-licence.mjs writes one. */
export function signLicence(issuer: TestIssuer, payload: LicencePayload): LicenceFile {
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  return {
    payload: bytes.toString('base64'),
    signature: sign(null, bytes, issuer.privateKey).toString('base64'),
  };
}

/** A licence server on loopback: answers `GET /licences/<client id>` from a map tests change. */
export interface TestLicenceServer {
  url: string;
  /** Files by client id; a missing one answers 404. */
  files: Map<string, LicenceFile>;
  /** Every path asked for. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts a licence server on 127.0.0.1 with an ephemeral port. */
export async function startLicenceServer(): Promise<TestLicenceServer> {
  const files = new Map<string, LicenceFile>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const match = /^\/licences\/([^/?]+)$/.exec(request.url ?? '');
    const file = match ? files.get(decodeURIComponent(match[1]!)) : undefined;
    response.writeHead(file ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(file ?? { error: 'unknown client' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

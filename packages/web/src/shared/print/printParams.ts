import { z } from 'zod';

/**
 * Print links carry their options in the path (spec 2 §2): a JSON object with a random
 * number 0..9999 (so each link is fresh and not served from a cache) plus the options,
 * base64-encoded as UTF-8 and then URI-encoded.
 */

/** Largest random number of a print link. */
export const PRINT_RANDOM_MAX = 9999;

/** The options of a print link. */
export type PrintParams = { random: number } & Record<string, unknown>;

const printParamsSchema = z
  .object({ random: z.number().int().min(0).max(PRINT_RANDOM_MAX) })
  .catchall(z.unknown());

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): string {
  const binary = atob(value);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** A random integer from 0 to 9999; `random` is injectable for tests. */
export function printRandom(random: () => number = Math.random): number {
  return Math.floor(random() * (PRINT_RANDOM_MAX + 1));
}

/** Encodes print options for a `/print/...` path segment, adding the random number. */
export function encodePrintParams(
  options: Record<string, unknown>,
  random: () => number = Math.random,
): string {
  const params: PrintParams = { ...options, random: printRandom(random) };
  return encodeURIComponent(toBase64(JSON.stringify(params)));
}

/**
 * Decodes a `/print/...` path segment; null when it is not a valid print link. Accepts the
 * segment URI-encoded or already decoded by the router (base64 never contains `%`).
 */
export function decodePrintParams(segment: string): PrintParams | null {
  try {
    const base64 = segment.includes('%') ? decodeURIComponent(segment) : segment;
    const parsed = printParamsSchema.safeParse(JSON.parse(fromBase64(base64)));
    return parsed.success ? (parsed.data as PrintParams) : null;
  } catch {
    return null;
  }
}

/** The path of a print page, for this branch or another one. */
export function printPath(
  type: string,
  options: Record<string, unknown>,
  branchId?: string | number,
): string {
  const encoded = encodePrintParams(options);
  const prefix =
    branchId === undefined ? '/print' : `/print/branches/${encodeURIComponent(String(branchId))}`;
  return `${prefix}/${encoded}/${encodeURIComponent(type)}`;
}

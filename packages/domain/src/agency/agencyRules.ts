import {
  AGENCY_SOURCE_KINDS,
  POLL_BACKOFF_MAX_MINUTES,
  type AgencyNetwork,
  type AgencySourceKind,
} from './agency';

/** The agency's pure rules: kinds per network, poll backoff, item identity, flash, SSRF guard. */

/** Whether a source kind belongs to a network (an X list is no Facebook kind). */
export function kindBelongs(network: AgencyNetwork, kind: string): kind is AgencySourceKind {
  return (AGENCY_SOURCE_KINDS[network] as readonly string[]).includes(kind);
}

/**
 * Minutes until a source's next poll: its interval when the last poll worked; after failures the
 * interval doubles per failure up to {@link POLL_BACKOFF_MAX_MINUTES} (never below the interval).
 */
export function pollDelayMinutes(intervalMinutes: number, failures: number): number {
  if (failures <= 0) return intervalMinutes;
  const backedOff = intervalMinutes * 2 ** Math.min(failures, 20);
  return Math.max(intervalMinutes, Math.min(backedOff, POLL_BACKOFF_MAX_MINUTES));
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What makes an item the same item on the next poll, within its source: the feed's guid, else
 * its link, else its title and text (feeds without either republish whole items).
 */
export function itemIdentity(item: {
  guid: string | null;
  link: string | null;
  title: string;
  text: string;
}): string {
  if (item.guid?.trim()) return `g:${item.guid.trim()}`;
  if (item.link?.trim()) return `l:${item.link.trim()}`;
  return `t:${fold(item.title)}\n${fold(item.text).slice(0, 1000)}`;
}

/** Whether a title holds one of the flash keywords as whole words, case and accents ignored. */
export function isFlash(title: string, keywords: readonly string[]): boolean {
  const words = ` ${fold(title).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return keywords.some((keyword) => {
    const wanted = fold(keyword)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    return wanted !== '' && words.includes(` ${wanted} `);
  });
}

function ipv4Parts(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a! >= 224
  );
}

/**
 * Whether an IP address (as `dns.lookup` answers it) is not on the public internet: loopback,
 * private, carrier-grade NAT, link-local, benchmarking, multicast, reserved, unspecified, and
 * IPv6 unique-local, link-local and IPv4-mapped forms of those. A fetch to one is a request
 * forgery risk (SSRF) unless the settings allow it.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Parts(address);
  if (v4) return isPrivateIpv4(v4);
  const ip = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) {
    const inner = ipv4Parts(mapped[1]!);
    return inner ? isPrivateIpv4(inner) : true;
  }
  if (ip === '::' || ip === '::1') return true;
  const head = Number.parseInt(ip.split(':')[0] || '0', 16);
  if (Number.isNaN(head)) return true;
  return (
    (head & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (head & 0xffc0) === 0xfe80 || // fe80::/10 link local
    (head & 0xff00) === 0xff00 || // ff00::/8 multicast
    head === 0 // ::/8 reserved, IPv4-compatible
  );
}

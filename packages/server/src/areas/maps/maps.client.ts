import { DomainError } from '@newsroom/domain';

/**
 * HTTP to the geocoder and the country trace service. Nominatim's usage policy asks for an
 * identifying User-Agent and for answers to be cached; a dead service must not hold a request
 * for long, so every call has a deadline.
 */

/** How long a geocoder call may take. */
export const GEOCODER_TIMEOUT_MS = 5_000;
/** The User-Agent the server's map calls send. */
export const MAPS_USER_AGENT = 'NRCS-newsroom/1.0 (maps geocoding; server-side)';
/** Largest answer read. */
const MAX_ANSWER_BYTES = 1_000_000;

/** The geocoder could not be asked or did not answer sensibly: 412 `maps:geocoderUnavailable`. */
export function geocoderUnavailable(reason: string): DomainError {
  return new DomainError('precondition_failed', 'maps:geocoderUnavailable', { reason });
}

/** GET `url` and its text; throws on a network failure, a timeout, a non-2xx or a huge answer. */
export async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, {
    headers: { 'User-Agent': MAPS_USER_AGENT, Accept: 'application/json, text/plain' },
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw new Error('answer too large');
  return text;
}

/** GET `url` as JSON from the geocoder; any failure is `maps:geocoderUnavailable`. */
export async function fetchGeocoderJson(url: string): Promise<unknown> {
  try {
    return JSON.parse(await fetchText(url, GEOCODER_TIMEOUT_MS)) as unknown;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw geocoderUnavailable(cause instanceof Error ? cause.message : String(cause));
  }
}

/** A small cache of answers for a while (the geocoder's policy asks for it; typing repeats queries). */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The value kept for `key`, if still fresh at `now`. */
  get(key: string, now: Date): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`; the oldest entry goes when full. */
  set(key: string, value: T, now: Date, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: now.getTime() + ttlMs });
  }
}

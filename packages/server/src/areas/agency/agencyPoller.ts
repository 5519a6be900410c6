import { createHash } from 'node:crypto';
import {
  AGENCY_KEYS,
  CONNECTOR_DEFAULT_BASE_URLS,
  CONNECTOR_NETWORKS,
  FEED_TIMEOUT_MS,
  isFlash,
  itemIdentity,
  pollDelayMinutes,
  type AgencyNetwork,
  type ConnectorNetwork,
} from '@newsroom/domain';
import type { Database, Executor } from '../../platform/db/client';
import type { Worker, WorkerContext } from '../../platform/jobs/workers';
import { emit } from '../../platform/realtime/outbox';
import { loadSection } from '../settings/settings.service';
import { presentItem, presentSource } from './agency.presenter';
import { agencyItemsRepository, type ItemInsert } from './agencyItems.repository';
import { agencySourcesRepository, type SourceRow } from './agencySources.repository';
import type { ConnectorSettings } from './fetch/connectors/connectorSettings';
import type { FetchedItem } from './fetch/fetchedItem';
import { readSource, type SourceReading } from './fetch/readSource';
import { cleanSummary, plainText } from './fetch/sanitize';
import { SourceError } from './fetch/sourceError';

/**
 * The agency's poller: every instance claims due sources one at a time (the claim moves the
 * source's next poll a lease ahead, so no other instance takes it), reads it outside any
 * transaction, then stores the new items and the outcome in one transaction that publishes them.
 * The schedule lives in the sources' rows, so it survives restarts.
 */

/** How long a claimed poll may run before another instance may claim the source again. */
const POLL_LEASE_MS = FEED_TIMEOUT_MS * 4;
/** Sources one instance polls per pass; the rest wait for the next pass. */
const POLLS_PER_PASS = 20;
/** How often every instance looks for due sources. */
export const AGENCY_POLL_EVERY_MS = 5_000;
/** Longest title kept, in characters. */
const TITLE_MAX = 500;
const MINUTE_MS = 60_000;

/** The settings a poll reads: the address guard, flash keywords and connectors. */
type PollSettings = Awaited<ReturnType<typeof pollSettings>>;
async function pollSettings(db: Executor) {
  const agency = await loadSection(db, 'agency');
  const rows = await agencySourcesRepository.connectors(db);
  const connectors = Object.fromEntries(
    CONNECTOR_NETWORKS.map((network) => {
      const row = rows.find((candidate) => candidate.network === network);
      const settings: ConnectorSettings = {
        baseUrl: row?.baseUrl ?? CONNECTOR_DEFAULT_BASE_URLS[network],
        token: row?.token ?? null,
      };
      return [network, settings];
    }),
  ) as Record<ConnectorNetwork, ConnectorSettings>;
  return { allowPrivate: agency.allowPrivateAddresses, keywords: agency.flashKeywords, connectors };
}

/** An address a reader may open or load: http(s) only (a feed could send `javascript:`). */
function webAddress(value: string | null): string | null {
  if (!value || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value : null;
}

/** The rows to store of what a poll read: cleaned, flagged, each identity once. */
export function itemsToStore(
  source: Pick<SourceRow, 'id' | 'network'>,
  fetched: readonly FetchedItem[],
  keywords: readonly string[],
  now: Date,
): ItemInsert[] {
  const seen = new Set<string>();
  const rows: ItemInsert[] = [];
  for (const item of fetched) {
    const { html, text } = cleanSummary(item.summaryHtml);
    const title = (plainText(item.title) || text.slice(0, 120)).slice(0, TITLE_MAX);
    if (!title) continue;
    const identity = createHash('sha256')
      .update(itemIdentity({ guid: item.guid, link: item.link, title, text }))
      .digest('hex');
    if (seen.has(identity)) continue;
    seen.add(identity);
    // A date in the future (a wrong clock at the source) would pin the item atop every lane.
    const published = item.publishedAt && item.publishedAt < now ? item.publishedAt : now;
    rows.push({
      sourceId: source.id,
      network: source.network,
      identity,
      title,
      summary: html,
      text,
      link: webAddress(item.link),
      author: item.author.slice(0, 200),
      imageUrl: webAddress(item.imageUrl),
      publishedAt: published,
      flash: isFlash(title, keywords),
      fetchedAt: now,
    });
  }
  return rows;
}

type Outcome = { reading: SourceReading } | { error: SourceError };

async function read(source: SourceRow, settings: PollSettings) {
  try {
    const reading = await readSource(
      {
        network: source.network as AgencyNetwork,
        kind: source.kind,
        address: source.address,
        etag: source.etag,
        lastModified: source.lastModified,
      },
      { allowPrivate: settings.allowPrivate, connectors: settings.connectors },
    );
    return { reading } satisfies Outcome;
  } catch (error) {
    const failure =
      error instanceof SourceError
        ? error
        : new SourceError(
            AGENCY_KEYS.invalidFeed,
            error instanceof Error ? error.message : 'failed',
          );
    return { error: failure } satisfies Outcome;
  }
}

/** Stores one poll's outcome and publishes the new items and a changed source state. */
async function settle(
  database: Database,
  source: SourceRow,
  outcome: Outcome,
  keywords: readonly string[],
  now: Date,
): Promise<number> {
  return database.db.transaction(async (tx) => {
    let newIds: number[] = [];
    let values: Parameters<typeof agencySourcesRepository.recordPoll>[2];
    if ('error' in outcome) {
      const failures = source.failures + 1;
      values = {
        state: 'invalid',
        hint: outcome.error.hint,
        lastError: outcome.error.message.slice(0, 500),
        failures,
        lastPolledAt: now,
        nextPollAt: new Date(
          now.getTime() + pollDelayMinutes(source.intervalMinutes, failures) * MINUTE_MS,
        ),
      };
    } else {
      const { reading } = outcome;
      if (reading.status === 'ok') {
        newIds = await agencyItemsRepository.insertNew(
          tx,
          itemsToStore(source, reading.items, keywords, now),
        );
      }
      values = {
        state: 'ok',
        hint: null,
        lastError: null,
        failures: 0,
        lastPolledAt: now,
        nextPollAt: new Date(now.getTime() + source.intervalMinutes * MINUTE_MS),
        ...(reading.status === 'ok'
          ? { etag: reading.etag, lastModified: reading.lastModified }
          : {}),
      };
    }
    const after = await agencySourcesRepository.recordPoll(tx, source.id, values);
    if (newIds.length > 0) {
      const items = (await agencyItemsRepository.byIds(tx, newIds)).map(presentItem);
      await emit(tx, null, {
        topic: 'agency',
        entity: 'agency_item',
        action: 'CREATE',
        id: source.id,
        data: { sourceId: source.id, items },
      });
    }
    if (
      after &&
      (after.state !== source.state ||
        after.hint !== source.hint ||
        after.lastError !== source.lastError)
    ) {
      await emit(tx, null, {
        topic: 'agency',
        entity: 'agency_source',
        action: 'UPDATE',
        id: after.id,
        data: presentSource(after),
        version: after.version,
      });
    }
    return newIds.length;
  });
}

/**
 * Claims and polls one source (the one named, or the one due soonest); null when none. A pass
 * reads the settings once for all its polls.
 */
export async function pollOne(
  context: WorkerContext,
  onlyId?: number,
  settingsOf: () => Promise<PollSettings> = () => pollSettings(context.database.db),
): Promise<{ sourceId: number; newItems: number } | null> {
  const { database } = context;
  const now = context.clock();
  const source = await agencySourcesRepository.claimDue(database.db, now, POLL_LEASE_MS, onlyId);
  if (!source) return null;
  const settings = await settingsOf();
  const outcome = await read(source, settings);
  const newItems = await settle(database, source, outcome, settings.keywords, context.clock());
  return { sourceId: source.id, newItems };
}

/** One pass: polls the due sources, up to {@link POLLS_PER_PASS}; answers the ids polled. */
export async function pollDueSources(context: WorkerContext): Promise<number[]> {
  const polled: number[] = [];
  // Read when the first source is claimed, not before: most passes find nothing due.
  let settings: Promise<PollSettings> | undefined;
  const settingsOf = () => (settings ??= pollSettings(context.database.db));
  for (let i = 0; i < POLLS_PER_PASS; i += 1) {
    const done = await pollOne(context, undefined, settingsOf);
    if (!done) break;
    polled.push(done.sourceId);
  }
  return polled;
}

/** The poller as a worker of the agency area. */
export const agencyPollWorker: Worker = {
  name: 'agency.poll',
  everyMs: AGENCY_POLL_EVERY_MS,
  run: async (context) => {
    await pollDueSources(context);
  },
};

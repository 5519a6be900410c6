import {
  DomainError,
  POST_KEYS,
  ruleViolation,
  type WordpressSite,
  type WordpressSiteInput,
  type WordpressSiteSaved,
  type WordpressSiteUpdate,
  type WordpressTerm,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { publishRecord, recordWrites } from '../../platform/records/recordWrites';
import { WordpressError, wordpressClient } from './wordpress/wordpressClient';
import {
  wordpressSitesRepository as repo,
  type WordpressSiteRow,
} from './wordpressSites.repository';

/** The WordPress sites (spec 3 §2 "wordpress configs"), their check, authors and categories. */

const present = (row: WordpressSiteRow): WordpressSite => ({
  id: row.id,
  name: row.name,
  url: row.url,
  user: row.user,
  hasPassword: row.passwordSealed !== null,
  enabled: row.enabled,
  version: row.version,
});

const siteRecords = recordWrites<WordpressSite>({
  entity: 'wordpress_site',
  async load(db, id) {
    const row = await repo.sites.find(db, id);
    return row && present(row);
  },
  auditView: ({ id: _id, version: _version, ...rest }) => rest,
  inUse: (count) => ruleViolation(POST_KEYS.siteInUse, { count }),
  publish: publishRecord({ topic: 'posts', entity: 'wordpress_site' }),
});

/** The address as kept: no trailing slash, so `/?rest_route=` is appended once. */
const urlOf = (url: string): string => url.trim().replace(/\/+$/, '');

/** A client of a stored site, its password opened. */
export function clientOf(platform: Platform, row: WordpressSiteRow) {
  const password = row.passwordSealed === null ? '' : platform.secrets.open(row.passwordSealed);
  return wordpressClient(
    { url: row.url, user: row.user, password },
    { timeoutMs: platform.config.wordpressTimeoutMs },
  );
}

/** What a failed call says of the site: it refused the credentials, or did not answer as one. */
const failureKey = (error: WordpressError): string =>
  error.kind === 'unauthorized' || error.kind === 'forbidden'
    ? POST_KEYS.credentialsRejected
    : POST_KEYS.siteUnreachable;

/** The refusal of a call the site failed (`key`, else by its kind), its answer as `siteMessage`. */
export function siteRefusal(error: unknown, key?: string): unknown {
  if (!(error instanceof WordpressError)) return error;
  return ruleViolation(key ?? failureKey(error), { siteMessage: error.siteMessage });
}

export async function listSites(platform: Platform): Promise<WordpressSite[]> {
  return (await repo.sites.list(platform.database.db)).map(present);
}

export function loadSite(platform: Platform, id: number): Promise<WordpressSite> {
  return siteRecords.load(platform.database.db, id);
}

async function assertUrlFree(db: Executor, url: string, exceptId: number | null) {
  if (await repo.urlTaken(db, url, exceptId))
    throw new DomainError('duplicate', POST_KEYS.duplicateSite, { field: 'url' });
}

/** Asks the site who the credentials are (spec 3 §8: a valid check shows a success message). */
async function check(platform: Platform, id: number): Promise<WordpressSiteSaved['check']> {
  const row = await repo.sites.find(platform.database.db, id);
  if (!row?.enabled) return null;
  try {
    const me = await clientOf(platform, row).whoAmI();
    return { ok: true, key: POST_KEYS.credentialsValid, siteMessage: me.name };
  } catch (error) {
    if (!(error instanceof WordpressError)) throw error;
    return { ok: false, key: failureKey(error), siteMessage: error.siteMessage };
  }
}

export async function createSite(
  platform: Platform,
  actor: Actor,
  input: WordpressSiteInput,
): Promise<WordpressSiteSaved> {
  if (!input.password) {
    throw new DomainError('validation_failed', 'validation:failed', {
      part: 'body',
      fields: [{ field: 'password', key: 'required' }],
    });
  }
  const password = input.password;
  const site = await siteRecords.create(platform, actor, async (tx) => {
    await assertUrlFree(tx, urlOf(input.url), null);
    const row = await repo.sites.insert(tx, {
      name: input.name,
      url: urlOf(input.url),
      user: input.user,
      passwordSealed: platform.secrets.seal(password),
      enabled: input.enabled,
    });
    return { id: row.id };
  });
  return { site, check: await check(platform, site.id) };
}

/** Saves a site over its version; a password left out stays as it was. */
export async function updateSite(
  platform: Platform,
  actor: Actor,
  id: number,
  input: WordpressSiteUpdate,
): Promise<WordpressSiteSaved> {
  const site = await siteRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
    await assertUrlFree(tx, urlOf(input.url), id);
    await atVersion(
      await repo.sites.updateAtVersion(tx, id, input.version, {
        name: input.name,
        url: urlOf(input.url),
        user: input.user,
        enabled: input.enabled,
        ...(input.password ? { passwordSealed: platform.secrets.seal(input.password) } : {}),
      }),
    );
  });
  return { site, check: await check(platform, id) };
}

/** Deletes a site no post is published on (posts that named it keep no site). */
export async function deleteSite(platform: Platform, actor: Actor, id: number): Promise<void> {
  await siteRecords.remove(platform, actor, id, (tx) => repo.delete(tx, id));
}

async function siteRow(platform: Platform, id: number): Promise<WordpressSiteRow> {
  await siteRecords.load(platform.database.db, id);
  return (await repo.sites.find(platform.database.db, id))!;
}

/** The site's users who can sign posts, by name. */
export async function siteAuthors(platform: Platform, id: number): Promise<WordpressTerm[]> {
  const client = clientOf(platform, await siteRow(platform, id));
  try {
    const authors = await client.authors();
    return authors
      .map((author) => ({ id: author.id, name: author.name, parentId: null }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  } catch (error) {
    throw siteRefusal(error);
  }
}

/** The site's categories, by name. */
export async function siteCategories(platform: Platform, id: number): Promise<WordpressTerm[]> {
  const client = clientOf(platform, await siteRow(platform, id));
  try {
    const categories = await client.categories();
    return categories.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  } catch (error) {
    throw siteRefusal(error);
  }
}

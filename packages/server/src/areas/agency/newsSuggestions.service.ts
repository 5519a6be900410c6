import {
  NEWS_LEAD_MAX,
  type NewsDeleted,
  type NewsQuery,
  type NewsSuggestion,
  type NewsSuggestionInput,
  type NewsSuggestionUpdate,
  type Paged,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { presentSuggestion } from './agency.presenter';
import { markItemUsed, readableItem, slugOf } from './fromItem.service';
import { newsSuggestionsRepository as repo } from './newsSuggestions.repository';

/** News suggestions (spec 3 §3): the news sidebar's leads, by hand or from an agency item. */

async function loaded(db: Executor, id: number): Promise<NewsSuggestion> {
  const row = await repo.find(db, id);
  if (!row) throw notFound();
  return presentSuggestion(row);
}

async function publish(
  tx: Executor,
  actor: Actor,
  action: 'CREATE' | 'UPDATE',
  suggestion: NewsSuggestion,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'agency',
    entity: 'news_suggestion',
    action,
    id: suggestion.id,
    data: suggestion,
    version: suggestion.version,
  });
}

export async function pageSuggestions(
  platform: Platform,
  query: NewsQuery,
): Promise<Paged<NewsSuggestion>> {
  const { rows, total } = await repo.page(platform.database.db, query);
  return { data: rows.map(presentSuggestion), page: query.page, size: query.size, total };
}

export function loadSuggestion(platform: Platform, id: number): Promise<NewsSuggestion> {
  return loaded(platform.database.db, id);
}

async function create(
  platform: Platform,
  actor: Actor,
  input: NewsSuggestionInput,
  itemId: number | null,
  alongside?: (tx: Executor) => Promise<void>,
): Promise<NewsSuggestion> {
  return platform.database.db.transaction(async (tx) => {
    await alongside?.(tx);
    const suggestion = await loaded(tx, await repo.insert(tx, { ...input, itemId }, actor.userId));
    await recordAudit(tx, actor, {
      action: 'CREATE',
      entityType: 'news_suggestion',
      entityId: suggestion.id,
      label: suggestion.slug,
    });
    await publish(tx, actor, 'CREATE', suggestion);
    return suggestion;
  });
}

export function createSuggestion(
  platform: Platform,
  actor: Actor,
  input: NewsSuggestionInput,
): Promise<NewsSuggestion> {
  return create(platform, actor, input, null);
}

/** POST /news_suggestions/from_item/{itemId}: the item's title, text, source and link. */
export async function suggestionFromItem(
  platform: Platform,
  actor: Actor,
  itemId: number,
): Promise<NewsSuggestion> {
  const item = await readableItem(platform.database.db, actor, itemId);
  const input: NewsSuggestionInput = {
    slug: slugOf(item.title),
    lead: [item.title, item.text].filter(Boolean).join('\n\n').slice(0, NEWS_LEAD_MAX),
    source: item.sourceName.slice(0, 200),
    link: item.link && /^https?:\/\//.test(item.link) ? item.link.slice(0, 2000) : null,
  };
  return create(platform, actor, input, item.id, (tx) => markItemUsed(tx, actor, item));
}

async function change(
  platform: Platform,
  actor: Actor,
  id: number,
  version: number,
  values: Partial<NewsSuggestionInput> & { used?: boolean },
): Promise<NewsSuggestion> {
  return platform.database.db.transaction(async (tx) => {
    const before = await loaded(tx, id);
    await expectUpdated(await repo.updateAtVersion(tx, id, version, values), () => loaded(tx, id));
    const after = await loaded(tx, id);
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'news_suggestion',
      entityId: id,
      label: after.slug,
      details: { used: before.used === after.used ? undefined : after.used },
    });
    await publish(tx, actor, 'UPDATE', after);
    return after;
  });
}

export function updateSuggestion(
  platform: Platform,
  actor: Actor,
  id: number,
  update: NewsSuggestionUpdate,
): Promise<NewsSuggestion> {
  const { version, ...values } = update;
  return change(platform, actor, id, version, values);
}

/** PUT /news_suggestions/{id}/used: taken (or given back) whatever its version. */
export async function markSuggestionUsed(
  platform: Platform,
  actor: Actor,
  id: number,
  used: boolean,
): Promise<NewsSuggestion> {
  const current = await loaded(platform.database.db, id);
  if (current.used === used) return current;
  return change(platform, actor, id, current.version, { used });
}

/**
 * DELETE /news_suggestions?ids=…: deletes those not used and answers their ids; the caller warns
 * when fewer come back than it asked (spec 3 §5: items in use cannot be deleted).
 */
export async function deleteSuggestions(
  platform: Platform,
  actor: Actor,
  ids: readonly number[],
): Promise<NewsDeleted> {
  return platform.database.db.transaction(async (tx) => {
    const deletedIds = await repo.deleteUnused(tx, [...new Set(ids)]);
    for (const id of deletedIds) {
      await recordAudit(tx, actor, {
        action: 'DELETE',
        entityType: 'news_suggestion',
        entityId: id,
      });
      await emit(tx, actor.sessionId, {
        topic: 'agency',
        entity: 'news_suggestion',
        action: 'DELETE',
        id,
        data: { id },
      });
    }
    return { deletedIds };
  });
}

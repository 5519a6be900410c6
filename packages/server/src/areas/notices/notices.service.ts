import type { Notice, NoticeInput, Paged, PageQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { forbidden, notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { noticesPolicy } from './notices.policy';
import { presentNotice } from './notices.presenter';
import { noticesRepository as repository } from './notices.repository';

export async function listNotices(platform: Platform, query: PageQuery): Promise<Paged<Notice>> {
  const { rows, total } = await repository.page(
    platform.database.db,
    query.page * query.size,
    query.size,
  );
  return { data: rows.map(presentNotice), page: query.page, size: query.size, total };
}

/** The notices the caller has not registered as seen, oldest first. */
export async function unreadNotices(platform: Platform, actor: Actor): Promise<Notice[]> {
  return (await repository.unreadFor(platform.database.db, actor.userId)).map(presentNotice);
}

/** Posts a notice; everyone with notice access hears it at once. */
export async function createNotice(
  platform: Platform,
  actor: Actor,
  input: NoticeInput,
): Promise<Notice> {
  return platform.database.db.transaction(async (tx) => {
    const id = await repository.insert(tx, input, actor.userId, platform.clock());
    const notice = presentNotice((await repository.find(tx, id))!);
    await emit(tx, actor.sessionId, {
      topic: 'notices',
      entity: 'notice',
      action: 'CREATE',
      id,
      data: notice,
    });
    return notice;
  });
}

/** Takes a notice down: its author or a notice administrator (403 `notice:onlyAuthor`). */
export async function removeNotice(platform: Platform, actor: Actor, id: string): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const row = await repository.find(tx, id);
    if (!row) throw notFound();
    if (!noticesPolicy.canRemove(actor, row)) throw forbidden('notice:onlyAuthor');
    await repository.remove(tx, id);
    await emit(tx, actor.sessionId, {
      topic: 'notices',
      entity: 'notice',
      action: 'DELETE',
      id,
      data: { id },
    });
  });
}

/** The caller has seen notices up to this one: older ones are no longer unread for them. */
export async function registerLastNotice(
  platform: Platform,
  actor: Actor,
  noticeId: string,
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const row = await repository.find(tx, noticeId);
    if (!row) throw notFound();
    await repository.registerLast(tx, actor.userId, row.seq);
  });
}

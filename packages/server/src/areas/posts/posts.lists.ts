import { addDaysToDate, zonedTimestamp, type PostFilterQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { pagedList } from '../../platform/documents/pagedList';
import { postsPolicy } from './posts.policy';
import { presentFor, presentRecord } from './posts.presenter';
import { postsRepository, type PostRecord } from './posts.repository';

const postsPage = pagedList({
  canRead: postsPolicy.canRead,
  presenterFor: async (_db, actor) => (row: PostRecord) => presentFor(presentRecord(row), actor),
});

/**
 * GET /posts/filter: live posts last changed between two days of the newsroom (its time zone),
 * matching the words and the state; last changed first.
 */
export function filterPosts(platform: Platform, actor: Actor, query: PostFilterQuery) {
  const zone = platform.config.newsroomTimeZone;
  const dayStart = (date: string) => new Date(zonedTimestamp(zone, date, '00:00'));
  const range = {
    from: query.from ? dayStart(query.from) : undefined,
    toExclusive: query.to ? dayStart(addDaysToDate(query.to, 1)) : undefined,
  };
  return postsPage((db: Executor, who: Actor, q: PostFilterQuery) =>
    postsRepository.filter(db, who, q, range),
  )(platform, actor, query);
}

import {
  dateInZone,
  foldForMatch,
  localDate,
  type Paged,
  type Post,
  type RealtimeEvent,
} from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from '../../../shared/admin';
import type { PostFilter } from '../api/postsApi';

/**
 * Post list pages kept live (spec 3 §4): a new post goes first, on the first page only, when it
 * matches the page's filter (the day of its last change in the newsroom's zone, its state, the
 * words of its caption, excerpt or tags); an update replaces the post where it is, or drops it
 * when it no longer matches (a publish that leaves the state filtered on); a removal drops it. A
 * post not newer than the page's copy is skipped, so the echo of one's own change changes nothing.
 */

/** What an event says about one post. */
export type PostChange =
  { kind: 'create'; post: Post } | { kind: 'update'; post: Post } | { kind: 'remove'; id: number };

/** Reads a `posts` event about a post (site events are not the list's): null for the others. */
export function changeOfEvent(event: RealtimeEvent<'posts'>): PostChange | null {
  if (event.entity !== 'post') return null;
  switch (event.action) {
    case 'CREATE':
      return { kind: 'create', post: event.data };
    case 'UPDATE':
      return { kind: 'update', post: event.data };
    case 'PATCH':
      return { kind: 'update', post: event.data.post };
    case 'DELETE':
      return { kind: 'remove', id: event.data.id };
  }
}

/** The newsroom's day of an instant (the local day while its zone is unknown). */
function dayOf(instant: string, timeZone: string | undefined): string {
  const at = new Date(instant);
  return (timeZone ? dateInZone(timeZone, at) : null) ?? localDate(at);
}

/** Whether a post belongs in a list filtered by `filter` (the page apart). */
export function matchesFilter(post: Post, filter: PostFilter, timeZone?: string): boolean {
  if (post.excluded) return false;
  if (filter.state && post.publication.state !== filter.state) return false;
  const day = dayOf(post.changeDate, timeZone);
  if (filter.from && day < filter.from) return false;
  if (filter.to && day > filter.to) return false;
  const words = filter.filter.split(/\s+/).map(foldForMatch).filter(Boolean);
  if (words.length === 0) return true;
  // A masked post shows none of its words: the server alone can tell.
  if (!post.visible) return false;
  // Folding drops spaces: a word may match across two, which only keeps a post a little longer.
  const text = foldForMatch([post.caption, post.excerpt, ...post.tags].join(' '));
  return words.every((word) => text.includes(word));
}

/** A page after a change, for a list over `filter`; the same page when nothing changes. */
export function applyToPage(
  page: Paged<Post>,
  filter: PostFilter,
  change: PostChange,
  timeZone?: string,
): Paged<Post> {
  if (change.kind === 'remove')
    return page.data.some((row) => row.id === change.id) ? withDeleted(page, change.id) : page;
  const incoming = change.post;
  const current = page.data.find((row) => row.id === incoming.id);
  if (current && current.version >= incoming.version) return page;
  const belongs = matchesFilter(incoming, filter, timeZone);
  if (current) return belongs ? withUpdated(page, incoming) : withDeleted(page, incoming.id);
  if (change.kind === 'create' && belongs && filter.page === 0) return withCreated(page, incoming);
  return page;
}

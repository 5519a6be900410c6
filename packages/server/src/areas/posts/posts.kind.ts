import {
  POST_KEYS,
  postInputSchema,
  postSchema,
  postUpdateSchema,
  type Post,
  type PostInput,
  type PostUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { posts } from '../../platform/db/schema';
import { documentChanged } from '../../platform/documents/kernel';
import type { DocumentKind } from '../../platform/documents/kind';
import { postsPolicy } from './posts.policy';
import { presentFor, revisionSnapshot } from './posts.presenter';
import { postsRepository, type PostRecord, type PostValues } from './posts.repository';
import {
  POST_ENTITY,
  POST_TOPIC,
  assertContentVisible,
  assertValid,
  findPost,
  valuesOf,
  wholeOf,
} from './posts.shared';

/**
 * The post as a document kind: the kernel loads it, edits it under the lock, saves it over a
 * version with a revision, shares, trashes and restores it. Posts are not bound to programs:
 * every post reader hears of every post, a private one masked (posts.realtime.ts).
 */
export const postKind: DocumentKind<PostRecord, Post, PostInput, PostUpdate> = {
  entity: POST_ENTITY,
  topic: POST_TOPIC,
  path: '/posts',
  noun: 'post',
  editKey: 'post',
  table: posts,
  schemas: { document: postSchema, input: postInputSchema, update: postUpdateSchema },
  policy: postsPolicy,
  find: findPost,
  lockRow: (tx, id) => postsRepository.lockRow(tx, id),
  whole: wholeOf,
  present: presentFor,
  assertContent: assertContentVisible,
  validate: (tx, _actor, input, record) => assertValid(tx, input, record),
  insert: (tx, actor, input, now) => insertRow(tx, actor, valuesOf(input), now),
  updateAtVersion: (tx, actor, id, version, input, now) =>
    postsRepository.updateAtVersion(
      tx,
      id,
      version,
      { ...valuesOf(input), changedById: actor.userId },
      now,
    ),
  snapshot: revisionSnapshot,
  slugOf: (post) => post.caption,
  audience: async () => null,
  deletedData: (record) => ({ id: record.id }),
  sharing: {
    isOwner: postsPolicy.isOwner,
    onlyOwnerKey: POST_KEYS.onlyOwnerShares,
    privateValues: (_record, isPrivate) => ({ isPrivate }),
    write: (tx, _actor, id, values, now) => postsRepository.update(tx, id, values, now),
  },
};

/** A new post row of the actor; its id. */
function insertRow(tx: Executor, actor: Actor, values: PostValues, now: Date): Promise<number> {
  return postsRepository.insert(tx, {
    caption: '',
    ...values,
    ownerId: actor.userId,
    changedById: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
}

/** Inserts a post of the actor with columns besides its input (its source); publishes CREATE. */
export async function insertPost(
  tx: Executor,
  actor: Actor,
  values: PostValues & { caption: string },
  now: Date,
): Promise<Post> {
  const id = await insertRow(tx, actor, values, now);
  return documentChanged(tx, postKind, actor, id, now, { action: 'CREATE' });
}

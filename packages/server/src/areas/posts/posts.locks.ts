import { sightsById } from '../../platform/documents/lockSights';
import { postsPolicy } from './posts.policy';
import { postsRepository } from './posts.repository';

/** A post's edit lock is seen by the post readers who see it whole. */
export const postSights = sightsById(async (db, id) => {
  const record = await postsRepository.findRecord(db, id);
  if (!record) return undefined;
  return (viewer) => postsPolicy.canRead(viewer) && postsPolicy.canSeeContent(viewer, record);
});

import type { UsageCounter } from '../../platform/documents/usage';
import { storyListsRepository } from './stories.lists.repository';

/**
 * What stories tell the admin lists: a document type or a branch named by live stories is in use
 * (usage_count; "cannot delete while in use", spec 1 §5).
 */
export const storiesUsage: Readonly<Record<string, UsageCounter>> = {
  type: (db, id) => storyListsRepository.countByColumn(db, 'typeId', id),
  branch: (db, id) => storyListsRepository.countByColumn(db, 'branchId', id),
};

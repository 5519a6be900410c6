import { registerUsage } from '../../platform/documents/usage';
import { storyListsRepository } from './stories.lists.repository';

/**
 * What stories tell the admin lists: a document type or a branch named by live stories is in use
 * (usage_count; "cannot delete while in use", spec 1 §5).
 */
registerUsage('type', (db, id) => storyListsRepository.countByColumn(db, 'typeId', id));
registerUsage('branch', (db, id) => storyListsRepository.countByColumn(db, 'branchId', id));

import { collectTexts, joinTexts } from '@newsroom/domain';
import { productions } from '../../platform/db/schema';
import { registerSearchSource } from '../../platform/search/registry';
import { productionsRepository } from './productions.repository';
import { PRODUCTION_ENTITY } from './productions.service';

/**
 * Production checklists in the search index (kind `productions`): slug as title; place,
 * information and the tasks (label and information) as body. Checklists have no programs and
 * no privacy: every checklist reader finds them, as in their lists.
 */
registerSearchSource('productions', {
  topic: 'productions',
  entity: PRODUCTION_ENTITY,
  table: productions,
  async load(db, id) {
    const record = await productionsRepository.findById(db, id);
    if (!record) return null;
    const { row } = record;
    return {
      title: row.slug,
      body: joinTexts([
        row.local,
        row.information,
        ...collectTexts(row.tasks, ['label', 'information']),
      ]),
      date: row.date,
      programIds: [],
      ownerId: row.ownerId,
      isPrivate: false,
      allowedUserIds: [],
      excluded: row.excluded,
    };
  },
});

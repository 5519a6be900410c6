import {
  DomainError,
  REPORT_KEYS,
  ruleViolation,
  type Paged,
  type ReportTerm,
  type ReportTermEntity,
  type ReportTermInput,
  type ReportTermUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { publishRecord, recordWrites } from '../../platform/records/recordWrites';
import type { PageQuery } from '../../platform/records/recordTable';
import { reportTermsRepository, type ReportTermRow } from './reportTerms.repository';

/**
 * The report categories and events (spec 3 §2): a name unique case aside (409), renamed over
 * the version loaded, deleted only while no report names it (422 with the count, counted by the
 * manifest's usage counters; reports in the trash count, since they may come back).
 */

const KEYS = {
  report_category: { duplicate: REPORT_KEYS.duplicateCategory, inUse: REPORT_KEYS.categoryInUse },
  report_event: { duplicate: REPORT_KEYS.duplicateEvent, inUse: REPORT_KEYS.eventInUse },
} as const;

const present = (row: ReportTermRow): ReportTerm => ({
  id: row.id,
  name: row.name,
  version: row.version,
});

/** The use cases of one of the two lists. */
export function reportTermsService(entity: ReportTermEntity) {
  const repo = reportTermsRepository(entity);
  const keys = KEYS[entity];
  const records = recordWrites<ReportTerm>({
    entity,
    async load(db, id) {
      const row = await repo.find(db, id);
      return row && present(row);
    },
    auditView: ({ name }) => ({ name }),
    inUse: (count) => ruleViolation(keys.inUse, { count }),
    publish: publishRecord({ topic: 'reports', entity }),
  });
  const duplicate = () => new DomainError('duplicate', keys.duplicate, { field: 'name' });

  return {
    /** Every record, by name (for the editor's choices). */
    async list(platform: Platform): Promise<ReportTerm[]> {
      return (await repo.list(platform.database.db)).map(present);
    },
    /** A page of the records whose name contains the filter. */
    async filter(platform: Platform, query: PageQuery): Promise<Paged<ReportTerm>> {
      const { rows, total } = await repo.filterPage(platform.database.db, query);
      return { data: rows.map(present), page: query.page, size: query.size, total };
    },
    load: (platform: Platform, id: number) => records.load(platform.database.db, id),
    create: (platform: Platform, actor: Actor, input: ReportTermInput) =>
      records.create(platform, actor, async (tx) => {
        if (await repo.nameTaken(tx, input.name, null)) throw duplicate();
        return { id: (await repo.insert(tx, { name: input.name })).id };
      }),
    update: (platform: Platform, actor: Actor, id: number, input: ReportTermUpdate) =>
      records.update(platform, actor, id, async (tx, _before, atVersion) => {
        if (await repo.nameTaken(tx, input.name, id)) throw duplicate();
        await atVersion(await repo.updateAtVersion(tx, id, input.version, { name: input.name }));
      }),
    remove: (platform: Platform, actor: Actor, id: number) =>
      records.remove(platform, actor, id, (tx) => repo.delete(tx, id)),
  };
}

import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { assignmentsRepository } from '../assignments/assignments.repository';
import { newsReportsPolicy } from '../newsReports/newsReports.policy';
import {
  newsReportsRepository,
  type NewsReportRecord,
} from '../newsReports/newsReports.repository';
import { scriptsPolicy } from './scripts.policy';

/**
 * The reportages stories were made from that the caller may read whole, by id: not in the trash,
 * of a program open to them (or none) and not private to others — the reportage's own GET rules.
 * Those they may not read are simply absent: the story's script is shown without them.
 */
export async function readableReportages(
  db: Executor,
  actor: Actor,
  ids: readonly number[],
): Promise<Map<number, NewsReportRecord>> {
  const readable = new Map<number, NewsReportRecord>();
  if (!scriptsPolicy.canReadReportages(actor)) return readable;
  const records: NewsReportRecord[] = [];
  // One by one: a day's rundown names a handful, and a transaction runs one query at a time.
  for (const id of new Set(ids)) {
    const record = await newsReportsRepository.findRecord(db, id);
    if (record && !record.excluded) records.push(record);
  }
  const groupsOf = await assignmentsRepository.programGroups(
    db,
    records.flatMap((record) => record.programsIds),
  );
  for (const record of records)
    if (newsReportsPolicy.canReadWhole(actor, record, groupsOf)) readable.set(record.id, record);
  return readable;
}

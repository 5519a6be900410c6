import {
  DomainError,
  uniqueIds,
  type FieldError,
  type Report,
  type ReportInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { allow, notFound } from '../../platform/http/refusals';
import { reportsPolicy } from './reports.policy';
import { presentRecord } from './reports.presenter';
import { reportsRepository, type ReportRecord, type ReportValues } from './reports.repository';
import { reportCategoriesRepository, reportEventsRepository } from './reportTerms.repository';

/** What every report use case shares: finding a report, its columns from an input, its checks. */

export const REPORT_ENTITY = 'report';
export const REPORT_TOPIC = 'reports';

/** A report the actor may know of (every report: they are not bound to programs), else 404. */
export async function findReport(db: Executor, _actor: Actor, id: number): Promise<ReportRecord> {
  const record = await reportsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return record;
}

/** The whole (unmasked) report, read again. */
export async function wholeOf(db: Executor, id: number): Promise<Report> {
  const record = await reportsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return presentRecord(record);
}

/** 403 for a private report of others. */
export function assertContentVisible(actor: Actor, record: ReportRecord): void {
  allow(reportsPolicy.canSeeContent(actor, record));
}

/** The columns an input writes: the events once each, in the order chosen. */
export function valuesOf(input: ReportInput): ReportValues & { title: string; date: string } {
  return {
    title: input.title,
    date: input.date,
    categoryId: input.categoryId,
    eventIds: uniqueIds(input.eventIds),
    text: input.text,
  };
}

/** 400 naming an unknown category or the unknown events (`eventIds.<index>`). */
export async function assertValid(
  db: Executor,
  input: Pick<ReportInput, 'categoryId' | 'eventIds'>,
): Promise<void> {
  const fields: FieldError[] = [];
  if (input.categoryId !== null) {
    const known = await reportCategoriesRepository.existing(db, [input.categoryId]);
    if (!known.has(input.categoryId)) fields.push({ field: 'categoryId', key: 'invalid' });
  }
  const events = await reportEventsRepository.existing(db, input.eventIds);
  input.eventIds.forEach((id, index) => {
    if (!events.has(id)) fields.push({ field: `eventIds.${index}`, key: 'invalid' });
  });
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
}

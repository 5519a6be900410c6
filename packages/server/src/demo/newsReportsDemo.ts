import { eq } from 'drizzle-orm';
import {
  type NewsReportCg,
  type NewsReportSection,
  newsroomToday,
  timeSections,
  totalDurationMs,
} from '@newsroom/domain';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import {
  assignments,
  classifications,
  editorials,
  newsReports,
  programs,
  vehicles,
} from '../platform/db/schema';
import { loadAreaConfig } from '../areas/companyData/areaConfigs.service';
import { presentRecord, revisionSnapshot } from '../areas/newsReports/newsReports.presenter';
import { newsReportsRepository } from '../areas/newsReports/newsReports.repository';
import { idsByName, pick } from './demoIds';
import { insertDemoRevision } from './demoRevision';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';
import { REPORTS } from './newsReportsDemoData';

/**
 * Today's news reports of the demo newsroom: one of every section type with interviews of manual
 * duration and name-and-role CGs, associated with the assignment "FALTA DE ÁGUA ZONA LESTE" (two
 * revisions), one approved, one of sports and one private. Durations use the reporters' read
 * rates of the demo configuration (seeded before).
 */
export async function seedNewsReports(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  const users = await demoUserIds(tx, [
    ...new Set(
      REPORTS.flatMap((r) => [
        r.reporter,
        r.owner,
        r.editor ?? 'editor',
        r.revisedBy?.nickname ?? 'editor',
      ]),
    ),
  ]);
  const programIds = await idsByName(tx, programs);
  const editorialIds = await idsByName(tx, editorials);
  const vehicleIds = await idsByName(tx, vehicles);
  const classificationIds = await idsByName(tx, classifications);
  const config = await loadAreaConfig(tx, 'news_report');

  for (const [r, report] of REPORTS.entries()) {
    const reporterId = users.get(report.reporter) ?? null;
    const ownerId = users.get(report.owner) ?? null;
    const rate =
      (reporterId !== null ? config.readRates[String(reporterId)] : undefined) ??
      config.defaultReadRate;
    const sections: NewsReportSection[] = timeSections(
      report.sections.map(([type, content, seconds, observation], s) => ({
        uuid: `demo-nr-${r}-s${s}`,
        type,
        content,
        observation: observation ?? '',
        manual: seconds !== undefined,
        durationMs: (seconds ?? 0) * 1000,
        approved: report.ok === true,
      })),
      rate,
    );
    const cgs: NewsReportCg[] = report.cgs.map(([templateCode, templateName, fields], c) => ({
      uuid: `demo-nr-${r}-cg${c}`,
      index: c,
      deviceId: null,
      ciiData: {
        templateCode,
        templateName,
        comment: '',
        fields: fields.map(([name, size, value], f) => ({
          uuid: `demo-nr-${r}-cg${c}-f${f}`,
          name,
          number: f + 1,
          size,
          value,
        })),
      },
      mosData: null,
    }));
    const [assignment] = report.assignment
      ? await tx
          .select({ id: assignments.id })
          .from(assignments)
          .where(eq(assignments.slug, report.assignment))
      : [];
    const [row] = await tx
      .insert(newsReports)
      .values({
        slug: report.slug,
        date: today,
        state: report.state,
        reporterId,
        editorId: report.editor ? (users.get(report.editor) ?? null) : null,
        programsIds: pick(report.programs, programIds),
        editorialsIds: pick(report.editorials, editorialIds),
        vehiclesIds: pick(report.vehicles, vehicleIds),
        classificationId: report.classification
          ? (classificationIds.get(report.classification) ?? null)
          : null,
        cameraman: report.cameraman,
        lead: report.lead ?? '',
        headingSuggestion: report.headingSuggestion,
        noteSuggestion: report.noteSuggestion ?? '',
        information: report.information ?? '',
        ok: report.ok ?? false,
        sections,
        cgs,
        totalMs: totalDurationMs(sections),
        assignmentId: assignment?.id ?? null,
        ownerId,
        changedById: ownerId,
        isPrivate: report.isPrivate ?? false,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: newsReports.id });
    const id = row!.id;
    const revision = async (number: number, nickname: string) => {
      const whole = presentRecord((await newsReportsRepository.findRecord(tx, id))!);
      await insertDemoRevision(tx, {
        target: { entityType: 'news_report', entityId: id },
        number,
        snapshot: revisionSnapshot(whole),
        slug: whole.slug,
        revisor: { id: users.get(nickname) ?? null, nickname },
        at: new Date(ctx.now.getTime() - (2 - number) * 45 * 60_000),
      });
    };
    await revision(1, report.owner);
    if (report.revisedBy) {
      const editorId = users.get(report.revisedBy.nickname) ?? null;
      await tx
        .update(newsReports)
        .set({
          information: report.revisedBy.information,
          noteSuggestion: report.revisedBy.noteSuggestion,
          changedById: editorId,
          version: 2,
        })
        .where(eq(newsReports.id, id));
      await revision(2, report.revisedBy.nickname);
    }
  }
}

import { randomUUID } from 'node:crypto';
import {
  sectionInputSchema,
  subsectionInputSchema,
  type NewsReport,
  type Section,
  type SectionType,
  type SubsectionInput,
} from '@newsroom/domain';
import type { StorySourceLoader } from '../stories/storySource';
import { newsReportsPolicy } from './newsReports.policy';
import { presentRecord } from './newsReports.presenter';
import { newsReportsRepository } from './newsReports.repository';
import { assignmentsRepository } from '../assignments/assignments.repository';
import { forbidden, notFound } from '../../platform/http/refusals';

/**
 * A story can start from a news report (POST /stories/sources with sourceType `reportage`). Layout:
 * - HEADER: the heading suggestion (the anchor's lead-in, "cabeça") as a CAMERA_TEXT;
 * - VT: the package's script in order — APPEARANCE sections (the reporter on camera, "passagem")
 *   as CAMERA_TEXT, OFF sections as TEXT (interview, art and soundup sections are video, not
 *   script) — then every CG with II data as a CG subsection (template code, name, fields with
 *   their values and sizes); MOS CGs stay in the news report (the story editor adds MOS items from
 *   the device). The VT is manual at the news report's total (its texts are the package, not read
 *   by the presenter);
 * - FOOTER: the footnote suggestion ("nota pé") as a CAMERA_TEXT.
 * Also the slug, first program, branch, editor, reporter, radio flag and information. The caller
 * must be able to read the news report as its own GET would (403 without the role or for a private
 * news report of others, 404 when removed or outside their programs).
 */

const text = (type: 'TEXT' | 'CAMERA_TEXT', value: string): SubsectionInput => ({
  uuid: randomUUID(),
  type,
  text: value,
});

const section = (type: SectionType, subSections: SubsectionInput[]): Section =>
  sectionInputSchema.parse({
    type,
    subSections: subSections.map((sub) => subsectionInputSchema.parse(sub)),
  });

/** The story sections of a news report (see the layout above). */
export function storySectionsOf(report: NewsReport): Section[] {
  const sections: Section[] = [];
  if (report.headingSuggestion.trim())
    sections.push(section('HEADER', [text('CAMERA_TEXT', report.headingSuggestion)]));
  const script = report.sections.flatMap((s) => {
    if (s.type === 'APPEARANCE') return [text('CAMERA_TEXT', s.content)];
    if (s.type === 'OFF') return [text('TEXT', s.content)];
    return [];
  });
  const cgs = report.cgs.flatMap((cg): SubsectionInput[] =>
    cg.ciiData === null
      ? []
      : [
          {
            uuid: randomUUID(),
            type: 'CG',
            code: cg.ciiData.templateCode,
            templateName: cg.ciiData.templateName,
            cgFields: cg.ciiData.fields.map((field) => ({
              uuid: randomUUID(),
              name: field.name,
              value: field.value,
              size: field.size,
            })),
          },
        ],
  );
  if (script.length + cgs.length > 0) sections.push(section('VT', [...script, ...cgs]));
  if (report.noteSuggestion.trim())
    sections.push(section('FOOTER', [text('CAMERA_TEXT', report.noteSuggestion)]));
  return sections;
}

export const newsReportStorySource: StorySourceLoader = async (tx, actor, id) => {
  if (!newsReportsPolicy.canRead(actor)) throw forbidden();
  const record = await newsReportsRepository.findRecord(tx, id);
  if (!record || record.excluded) throw notFound();
  const groupsOf = await assignmentsRepository.programGroups(tx, record.programsIds);
  if (!newsReportsPolicy.canSeePrograms(actor, record.programsIds, groupsOf)) throw notFound();
  if (!newsReportsPolicy.canSeeContent(actor, record)) throw forbidden();
  const report = presentRecord(record);
  return {
    slug: report.slug,
    programId: report.programsIds[0] ?? null,
    branchId: report.branchId,
    editorId: report.editorId,
    reporterId: report.reporterId,
    radio: report.radio,
    information: report.information,
    manualVt: true,
    vtMs: report.totalMs,
    sections: storySectionsOf(report),
  };
};

import { quoteInterview } from '../assignments/assignment';
import { formatMmss } from '../rundownTemplates/duration';
import type {
  NewsReport,
  NewsReportCg,
  NewsReportSection,
  NewsReportSectionType,
} from './newsReport';

/**
 * A news report as plain text for "copy" (spec 2 "Reportage viewer"; spec 2 §5 "interview quotes
 * are wrapped in double quotes when copied"). The reading order is the viewer's: the slug, the
 * header fields that have a value, the CGs, lead and text, the numbered sections (type, duration,
 * approved mark, content, observation), the optional blocks and the total. The content of an
 * interview section is what the interviewee says, so it goes out in double quotes. Labels and
 * names come from the caller (the web translates and resolves ids); a news report the reader may
 * not see (`visible` false) gives no text at all.
 */

/** Words of the text, translated by the caller. */
export interface NewsReportTextLabels {
  date: string;
  state: string;
  reporter: string;
  editor: string;
  programs: string;
  /** Shown as the programs of a news report without programs. */
  drawer: string;
  editorials: string;
  vehicles: string;
  classification: string;
  cameraman: string;
  approved: string;
  cgs: string;
  lead: string;
  text: string;
  sections: string;
  observation: string;
  teaser: string;
  heading: string;
  footnote: string;
  information: string;
  total: string;
  /** The name of each section type ("Off", "Sonora"). */
  sectionTypes: Record<NewsReportSectionType, string>;
}

/** Display names of what the news report refers to by id, resolved by the caller. */
export interface NewsReportTextNames {
  /** The state as shown ("Produzindo"). */
  state?: string;
  reporter?: string;
  editor?: string;
  programs: readonly string[];
  editorials: readonly string[];
  vehicles: readonly string[];
  classification?: string;
}

/** What the text needs of a news report. */
export type NewsReportTextSource = Pick<
  NewsReport,
  | 'slug'
  | 'date'
  | 'ok'
  | 'cameraman'
  | 'lead'
  | 'text'
  | 'teaser'
  | 'headingSuggestion'
  | 'noteSuggestion'
  | 'information'
  | 'sections'
  | 'cgs'
  | 'totalMs'
  | 'visible'
>;

/** The words a section needs. */
export type NewsReportSectionLabels = Pick<
  NewsReportTextLabels,
  'sectionTypes' | 'approved' | 'observation'
>;

const joined = (values: readonly string[]) => values.filter((v) => v.trim() !== '').join(', ');

function line(label: string, value: string | undefined): string[] {
  return value && value.trim() !== '' ? [`${label}: ${value.trim()}`] : [];
}

function block(label: string, text: string): string[] {
  return text.trim() === '' ? [] : ['', `${label}:`, text.trim()];
}

/** One CG as a line: the template (or MOS slug), then its filled fields and comment. */
export function cgText(cg: Pick<NewsReportCg, 'ciiData' | 'mosData'>): string {
  if (cg.ciiData) {
    const template = cg.ciiData.templateName.trim() || cg.ciiData.templateCode.trim();
    const fields = cg.ciiData.fields
      .filter((field) => field.value.trim() !== '')
      .map((field) =>
        field.name.trim() ? `${field.name.trim()}: ${field.value.trim()}` : field.value.trim(),
      );
    const comment = cg.ciiData.comment.trim();
    return [template ? `[${template}]` : '', fields.join(' | '), comment ? `(${comment})` : '']
      .filter(Boolean)
      .join(' ');
  }
  if (cg.mosData) {
    return [
      cg.mosData.slug.trim() ? `[${cg.mosData.slug.trim()}]` : '',
      cg.mosData.mosAbstract.trim(),
    ]
      .filter(Boolean)
      .join(' ');
  }
  return '';
}

/** A section's content as copied: an interview's in double quotes. */
export function sectionContentText(section: Pick<NewsReportSection, 'type' | 'content'>): string {
  return section.type === 'INTERVIEW' ? quoteInterview(section.content) : section.content.trim();
}

function sectionLines(
  section: NewsReportSection,
  position: number,
  labels: NewsReportSectionLabels,
): string[] {
  const head = [
    `${position}.`,
    labels.sectionTypes[section.type],
    `(${formatMmss(section.durationMs)})`,
    section.approved ? `[${labels.approved}]` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = sectionContentText(section);
  return [
    '',
    head,
    ...(content ? [content] : []),
    ...line(labels.observation, section.observation),
  ];
}

function sectionsLines(
  sections: readonly NewsReportSection[],
  labels: NewsReportSectionLabels,
): string[] {
  return [...sections]
    .sort((a, b) => a.index - b.index)
    .flatMap((section, position) => sectionLines(section, position + 1, labels));
}

function cgTexts(cgs: readonly NewsReportCg[]): string[] {
  return [...cgs]
    .sort((a, b) => a.index - b.index)
    .map(cgText)
    .filter(Boolean);
}

/**
 * A news report's sections as plain text, numbered in order (as the revision viewer reads them).
 */
export function newsReportSectionsText(
  sections: readonly NewsReportSection[],
  labels: NewsReportSectionLabels,
): string {
  return sectionsLines(sections, labels).join('\n').trim();
}

/** A news report's CGs as plain text, one line each. */
export function newsReportCgsText(cgs: readonly NewsReportCg[]): string {
  return cgTexts(cgs).join('\n');
}

/** The news report as plain text (see the file note); '' when the reader may not see it. */
export function newsReportText(
  newsReport: NewsReportTextSource,
  labels: NewsReportTextLabels,
  names: NewsReportTextNames,
): string {
  if (!newsReport.visible) return '';
  const cgs = cgTexts(newsReport.cgs);
  const lines = [
    newsReport.ok ? `${newsReport.slug} [${labels.approved}]` : newsReport.slug,
    ...line(labels.date, newsReport.date.split('-').reverse().join('/')),
    ...line(labels.state, names.state),
    ...line(labels.reporter, names.reporter),
    ...line(labels.editor, names.editor),
    `${labels.programs}: ${names.programs.length > 0 ? joined(names.programs) : labels.drawer}`,
    ...line(labels.vehicles, joined(names.vehicles)),
    ...line(labels.editorials, joined(names.editorials)),
    ...line(labels.classification, names.classification),
    ...line(labels.cameraman, newsReport.cameraman),
    ...(cgs.length > 0 ? ['', `${labels.cgs}:`, ...cgs.map((cg) => `- ${cg}`)] : []),
    ...block(labels.lead, newsReport.lead),
    ...block(labels.text, newsReport.text),
    ...(newsReport.sections.length > 0 ? ['', `${labels.sections}:`] : []),
    ...sectionsLines(newsReport.sections, labels),
    ...block(labels.teaser, newsReport.teaser),
    ...block(labels.heading, newsReport.headingSuggestion),
    ...block(labels.footnote, newsReport.noteSuggestion),
    ...block(labels.information, newsReport.information),
    '',
    `${labels.total}: ${formatMmss(newsReport.totalMs)}`,
  ];
  return lines.join('\n').trim();
}

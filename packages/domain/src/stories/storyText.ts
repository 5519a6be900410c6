import { formatDurationMs } from '../rundowns/rundownTiming';
import {
  CG_SUBSECTION_TYPES,
  READ_SUBSECTION_TYPES,
  sortSections,
  storyCgs,
  type SectionType,
  type Subsection,
} from './storyContent';
import type { StoryDocument } from './story';

/**
 * A story as plain text, for "copy as text" (spec 2 "Story viewer"): the same reading order as
 * the viewer — header line, durations, sections in air order with their cue in / cue out, each
 * read text with presenter and camera, MOS videos with their duration, then every CG and the
 * information. Labels come from the caller (the web translates them); a story the reader may
 * not see (private, `visible` false) gives no text at all, so nothing masked leaks by copying.
 */

/** Words of the plain text, translated by the caller. */
export interface StoryTextLabels {
  /** Section names by type ("Cabeça", "VT", "Off ao vivo"…). */
  sections: Record<SectionType, string>;
  cueIn: string;
  cueOut: string;
  head: string;
  link: string;
  vt: string;
  vo: string;
  total: string;
  camera: string;
  video: string;
  cgs: string;
  information: string;
}

/** What the text needs of a story. */
export type StoryTextSource = Pick<
  StoryDocument,
  | 'page'
  | 'slug'
  | 'visible'
  | 'sections'
  | 'information'
  | 'headMs'
  | 'linkMs'
  | 'vtMs'
  | 'voMs'
  | 'totalMs'
>;

/** Names the text shows instead of ids. */
export interface StoryTextNames {
  /** The presenter's nickname, or undefined when unknown. */
  presenter?: (presenterId: number) => string | undefined;
  /** The story type's abbreviation ("NOTA", "VT"…). */
  typeAbbreviation?: string;
}

/** One CG as a line: template code and name, then its fields `name: value`. */
export function cgLine(
  cg: Pick<Subsection, 'code' | 'templateName' | 'slug' | 'cgFields' | 'type'>,
): string {
  const template = [cg.code, cg.templateName || cg.slug].filter(Boolean).join(' ');
  const fields = cg.cgFields.map((field) => `${field.name}: ${field.value}`).join(' | ');
  return [template, fields].filter(Boolean).join(' — ');
}

function subsectionLines(
  sub: Subsection,
  labels: StoryTextLabels,
  names: StoryTextNames,
): string[] {
  if (READ_SUBSECTION_TYPES.includes(sub.type)) {
    const presenter = sub.presenterId !== null ? names.presenter?.(sub.presenterId) : undefined;
    const who = [presenter, sub.camera ? `${labels.camera} ${sub.camera}` : '']
      .filter(Boolean)
      .join(' · ');
    return [...(who ? [`(${who})`] : []), ...(sub.text ? [sub.text] : [])];
  }
  if (sub.type === 'MOS_VIDEO') {
    const slug = sub.media?.slug || sub.slug;
    return [`[${labels.video}${slug ? ` ${slug}` : ''} ${formatDurationMs(sub.durationMs)}]`];
  }
  if (CG_SUBSECTION_TYPES.includes(sub.type)) return [`[CG ${cgLine(sub)}]`];
  return [];
}

function sectionBlocks(
  sections: StoryTextSource['sections'],
  labels: StoryTextLabels,
  names: StoryTextNames,
): string[][] {
  return sortSections(sections).map((section) => [
    `== ${labels.sections[section.type]} (${formatDurationMs(section.durationMs)}) ==`,
    ...(section.cueIn ? [`${labels.cueIn}: ${section.cueIn}`] : []),
    ...section.subSections.flatMap((sub) => subsectionLines(sub, labels, names)),
    ...(section.cueOut ? [`${labels.cueOut}: ${section.cueOut}`] : []),
  ]);
}

/** A story's sections as plain text, in air order (the revision viewer reads sections so). */
export function storySectionsText(
  sections: StoryTextSource['sections'],
  labels: StoryTextLabels,
  names: StoryTextNames = {},
): string {
  return sectionBlocks(sections, labels, names)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}

/** The story as plain text; '' for a story the reader may not see. */
export function storyAsPlainText(
  story: StoryTextSource,
  labels: StoryTextLabels,
  names: StoryTextNames = {},
): string {
  if (!story.visible) return '';
  const title = [story.page, names.typeAbbreviation, story.slug].filter(Boolean).join(' ');
  const times = [
    `${labels.head} ${formatDurationMs(story.headMs)}`,
    `${labels.link} ${formatDurationMs(story.linkMs)}`,
    `${labels.vt} ${formatDurationMs(story.vtMs)}`,
    `${labels.vo} ${formatDurationMs(story.voMs)}`,
    `${labels.total} ${formatDurationMs(story.totalMs)}`,
  ].join(' · ');
  const blocks: string[][] = [[title, times], ...sectionBlocks(story.sections, labels, names)];
  const cgs = storyCgs(story.sections);
  if (cgs.length > 0) blocks.push([`== ${labels.cgs} ==`, ...cgs.map((cg) => `- ${cgLine(cg)}`)]);
  if (story.information.trim()) blocks.push([`== ${labels.information} ==`, story.information]);
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

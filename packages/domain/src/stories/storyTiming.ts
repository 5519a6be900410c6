import { DEFAULT_READ_RATE, type StoryConfig } from '../companyData/areaConfigs';
import {
  READ_SUBSECTION_TYPES,
  sortSections,
  type Section,
  type SectionType,
  type Subsection,
} from './storyContent';

/**
 * Story durations (spec 1 §3, spec 2 §5). A text read aloud lasts its length — after removing
 * bracketed parts (directions to the presenter, "[sobe som]") and line breaks — times the
 * presenter's read rate, rounded to the second. A MOS video lasts its user timing, its edited
 * duration or its media's length. CGs are overlays and add no time.
 *
 * Sections: HEADER, LINK and FOOTER last their texts plus their videos; VT lasts its videos (or
 * the story's manual VT); a VO section (LIVE_VO, RECORDED_VO) is read over pictures: its
 * `voDurationMs` is the read and its duration the longer of the read and the pictures.
 * Story: head = HEADER, link = LINK, vt = VT, vo = LIVE_VO + RECORDED_VO, footer = FOOTER,
 * total = head + link + vt + vo + footer.
 */

/** Seconds per character of a presenter (spec 2 §3 readRate), by user id. */
export type ReadRateOf = (presenterId: number | null) => number;

/** The read-rate lookup of a story configuration: the presenter's own rate or the default. */
export function readRateFrom(
  config: Pick<StoryConfig, 'readRates' | 'defaultReadRate'> | null,
): ReadRateOf {
  return (presenterId) =>
    (presenterId !== null ? config?.readRates[String(presenterId)] : undefined) ??
    config?.defaultReadRate ??
    DEFAULT_READ_RATE;
}

/** The text that is read aloud: without bracketed parts and line breaks. */
export function spokenText(text: string): string {
  return text.replace(/\[[^\]]*\]/g, '').replace(/[\r\n]+/g, '');
}

/** How long a text takes to read at `readRate` seconds per character, in whole seconds (ms). */
export function readDurationMs(text: string, readRate: number): number {
  return Math.round(spokenText(text).length * readRate) * 1000;
}

/** The duration of one subsection. */
export function subsectionDurationMs(
  sub: Pick<Subsection, 'type' | 'text' | 'presenterId' | 'media' | 'edDurMs' | 'userTimingDurMs'>,
  rateOf: ReadRateOf,
): number {
  if (READ_SUBSECTION_TYPES.includes(sub.type))
    return readDurationMs(sub.text, rateOf(sub.presenterId));
  if (sub.type === 'MOS_VIDEO')
    return sub.userTimingDurMs ?? sub.edDurMs ?? sub.media?.durationMs ?? 0;
  return 0;
}

const VO_SECTIONS: readonly SectionType[] = ['LIVE_VO', 'RECORDED_VO'];

/** A section with its subsections' and its own durations computed. */
export function timeSection(section: Section, rateOf: ReadRateOf): Section {
  const subSections = section.subSections.map((sub) => ({
    ...sub,
    durationMs: subsectionDurationMs(sub, rateOf),
  }));
  const read = subSections
    .filter((s) => READ_SUBSECTION_TYPES.includes(s.type))
    .reduce((sum, s) => sum + s.durationMs, 0);
  const video = subSections
    .filter((s) => s.type === 'MOS_VIDEO')
    .reduce((sum, s) => sum + s.durationMs, 0);
  if (VO_SECTIONS.includes(section.type)) {
    return { ...section, subSections, voDurationMs: read, durationMs: Math.max(read, video) };
  }
  if (section.type === 'VT') return { ...section, subSections, voDurationMs: 0, durationMs: video };
  return { ...section, subSections, voDurationMs: 0, durationMs: read + video };
}

/** The durations of a story, in ms. */
export interface StoryTimes {
  headMs: number;
  linkMs: number;
  vtMs: number;
  voMs: number;
  footerMs: number;
  totalMs: number;
}

/**
 * Times every section (in air order) and sums the story's durations; with `manualVtMs` set the
 * VT is that value instead of its videos (spec: "manual VT").
 */
export function timeStory(
  sections: readonly Section[],
  rateOf: ReadRateOf,
  manualVtMs: number | null,
): { sections: Section[]; times: StoryTimes } {
  const timed = sortSections(sections).map((s) => timeSection(s, rateOf));
  const of = (...types: SectionType[]) =>
    timed.filter((s) => types.includes(s.type)).reduce((sum, s) => sum + s.durationMs, 0);
  const headMs = of('HEADER');
  const linkMs = of('LINK');
  const vtMs = manualVtMs ?? of('VT');
  const voMs = of('LIVE_VO', 'RECORDED_VO');
  const footerMs = of('FOOTER');
  return {
    sections: timed,
    times: {
      headMs,
      linkMs,
      vtMs,
      voMs,
      footerMs,
      totalMs: headMs + linkMs + vtMs + voMs + footerMs,
    },
  };
}

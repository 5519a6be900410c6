import type { FieldError } from '../platform/errors';
import { readDurationMs } from '../stories/storyTiming';
import {
  MANUAL_BY_DEFAULT_SECTION_TYPES,
  UNTIMED_SECTION_TYPES,
  newsReportCgInputSchema,
  newsReportSectionInputSchema,
  type NewsReportCg,
  type NewsReportSection,
  type NewsReportSectionType,
} from './newsReport';
import type { z } from 'zod';

/**
 * News report rules (spec 2 §4, §5): section durations from the reporter's read rate, manual
 * durations, indexes renumbered after every change, header layout, CG field sizes.
 */

/**
 * A section's duration: art and soundup have none; a manual one keeps its value; otherwise the
 * text (without bracketed parts and line breaks) × the reporter's read rate, in whole seconds.
 */
export function sectionDurationMs(
  section: Pick<NewsReportSection, 'type' | 'content' | 'manual' | 'durationMs'>,
  readRate: number,
): number {
  if (UNTIMED_SECTION_TYPES.includes(section.type)) return 0;
  if (section.manual) return section.durationMs;
  return readDurationMs(section.content, readRate);
}

/** A new section of a type: interview starts manual at zero (spec 2 §4). */
export function newSection(
  type: NewsReportSectionType,
  uuid: string,
  index: number,
): NewsReportSection {
  return {
    uuid,
    index,
    type,
    content: '',
    observation: '',
    durationMs: 0,
    manual: MANUAL_BY_DEFAULT_SECTION_TYPES.includes(type),
    approved: false,
  };
}

/**
 * Switches a section between automatic and manual duration (spec 2 §4): turning auto off keeps a
 * manual value starting at zero; turning it on recomputes from the text.
 */
export function setSectionManual(
  section: NewsReportSection,
  manual: boolean,
  readRate: number,
): NewsReportSection {
  const next = { ...section, manual, durationMs: manual ? 0 : section.durationMs };
  return { ...next, durationMs: sectionDurationMs(next, readRate) };
}

/** Sections with indexes renumbered from 0 in their order and durations computed. */
export function timeSections(
  sections: readonly Omit<NewsReportSection, 'index'>[],
  readRate: number,
): NewsReportSection[] {
  return sections.map((section, index) => ({
    ...section,
    index,
    durationMs: sectionDurationMs(section, readRate),
  }));
}

/** Σ section durations. */
export function totalDurationMs(
  sections: readonly Pick<NewsReportSection, 'durationMs'>[],
): number {
  return sections.reduce((sum, s) => sum + s.durationMs, 0);
}

/** Parsed input sections, timed and indexed. */
export function sectionsFromInputs(
  inputs: readonly z.input<typeof newsReportSectionInputSchema>[],
  readRate: number,
): NewsReportSection[] {
  return timeSections(
    inputs.map((input) => newsReportSectionInputSchema.parse(input)),
    readRate,
  );
}

/** Parsed input CGs, indexed in their order. */
export function cgsFromInputs(
  inputs: readonly z.input<typeof newsReportCgInputSchema>[],
): NewsReportCg[] {
  return inputs.map((input, index) => ({ ...newsReportCgInputSchema.parse(input), index }));
}

/** CG values over their field size (when > 0): field errors keyed `maxChars` (spec 2 §5). */
export function newsReportCgErrors(cgs: readonly NewsReportCg[]): FieldError[] {
  const errors: FieldError[] = [];
  cgs.forEach((cg, c) =>
    (cg.ciiData?.fields ?? []).forEach((field, f) => {
      if (field.size > 0 && field.value.length > field.size) {
        errors.push({
          field: `cgs.${c}.ciiData.fields.${f}.value`,
          key: 'maxChars',
          params: { count: field.size },
        });
      }
    }),
  );
  return errors;
}

/** Moves an item from one position to another and renumbers `index` (sections and CGs). */
export function moveIndexed<T extends { index: number }>(
  items: readonly T[],
  from: number,
  to: number,
): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return items.map((item, index) => ({ ...item, index }));
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.map((item, index) => ({ ...item, index }));
}

/**
 * How many rows the news report header takes for a number of fields (spec 2 §2): one row for fewer
 * than 5 fields, two for fewer than 9, otherwise three.
 */
export function headerRows(fieldCount: number): 1 | 2 | 3 {
  if (fieldCount < 5) return 1;
  if (fieldCount < 9) return 2;
  return 3;
}

import { formatMmss } from '../rundownTemplates/duration';
import { UNTIMED_SECTION_TYPES, type NewsReportSection } from '../newsReports/newsReport';
import { sortSections, type Section, type Subsection } from '../stories/storyContent';
import type { ScriptCueType, ScriptPart } from './script';

/**
 * Turns story and reportage sections into the parts of a script book, in reading order. What is
 * read aloud stays whole (on-camera text apart from off-camera text); everything else becomes a
 * one-line cue, so a reader sees where a video, a graphic or an interview comes without the
 * device details. Blank read texts are left out (nothing to read); cues stay even when bare,
 * since "a VT here" is still news to the presenter.
 *
 * Pitfalls: a MOS video's duration is the subsection's computed one (user timing, edited
 * duration or the media's), not the media's own; reportage sections are ordered by `index`,
 * not by their position in the stored array; art and soundup have no duration of their own.
 */

const read = (
  kind: 'camera' | 'text',
  section: ScriptPart['section'],
  text: string,
  extra: Pick<ScriptPart, 'presenterId' | 'camera'> = { presenterId: null, camera: '' },
): ScriptPart[] =>
  text.trim() === ''
    ? []
    : [{ kind, section, text: text.trim(), ...extra, cue: null, durationMs: null }];

const cue = (
  type: ScriptCueType,
  section: ScriptPart['section'],
  text: string,
  durationMs: number | null = null,
): ScriptPart => ({
  kind: 'cue',
  section,
  text: text.trim(),
  presenterId: null,
  camera: '',
  cue: type,
  durationMs,
});

/** What a CG shows: its filled values ("Ana Souza / Moradora"), else its template or slug. */
export function cgCueText(
  sub: Pick<Subsection, 'cgFields' | 'templateName' | 'slug' | 'code' | 'media'>,
): string {
  const values = sub.cgFields.map((field) => field.value.trim()).filter(Boolean);
  if (values.length > 0) return values.join(' / ');
  return sub.templateName.trim() || sub.slug.trim() || sub.media?.slug.trim() || sub.code.trim();
}

function subsectionParts(sub: Subsection, section: Section['type']): ScriptPart[] {
  switch (sub.type) {
    case 'CAMERA_TEXT':
    case 'TEXT':
      return read(sub.type === 'CAMERA_TEXT' ? 'camera' : 'text', section, sub.text, {
        presenterId: sub.presenterId,
        camera: sub.camera,
      });
    case 'MOS_VIDEO':
      return [cue('video', section, sub.media?.slug || sub.slug, sub.durationMs)];
    case 'CG':
    case 'MOS_CG':
      return [cue('cg', section, cgCueText(sub))];
  }
}

/** A story's script: its sections in air order, each with its cue in, subsections and cue out. */
export function storyScriptParts(sections: readonly Section[]): ScriptPart[] {
  return sortSections(sections).flatMap((section) => [
    ...(section.cueIn.trim() ? [cue('cueIn', section.type, section.cueIn)] : []),
    ...section.subSections.flatMap((sub) => subsectionParts(sub, section.type)),
    ...(section.cueOut.trim() ? [cue('cueOut', section.type, section.cueOut)] : []),
  ]);
}

const REPORTAGE_CUES = { INTERVIEW: 'interview', SOUNDUP: 'soundup', ART: 'art' } as const;

/**
 * A reportage's script in section order: appearances (the reporter on camera) and offs read;
 * interviews, soundups and arts as cues with their content.
 */
export function reportageScriptParts(sections: readonly NewsReportSection[]): ScriptPart[] {
  return [...sections]
    .sort((a, b) => a.index - b.index)
    .flatMap((section): ScriptPart[] => {
      if (section.type === 'APPEARANCE') return read('camera', section.type, section.content);
      if (section.type === 'OFF') return read('text', section.type, section.content);
      const untimed = UNTIMED_SECTION_TYPES.includes(section.type);
      return [
        cue(
          REPORTAGE_CUES[section.type],
          section.type,
          section.content,
          untimed ? null : section.durationMs,
        ),
      ];
    });
}

/** Who reads a script's parts, each once, in order of first appearance. */
export function scriptPresenterIds(parts: readonly ScriptPart[]): number[] {
  return [
    ...new Set(parts.flatMap((part) => (part.presenterId === null ? [] : [part.presenterId]))),
  ];
}

/**
 * A cue as one line: `[VT 01:20 — VT CHUVA]`, `[CG — Ana Souza / Moradora]`; the cue's name comes
 * from the caller (translated).
 */
export function scriptCueLine(
  part: Pick<ScriptPart, 'cue' | 'text' | 'durationMs'>,
  labels: Record<ScriptCueType, string>,
): string {
  const head = [
    part.cue ? labels[part.cue] : '',
    part.durationMs ? formatMmss(part.durationMs) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `[${[head, part.text].filter(Boolean).join(' — ')}]`;
}

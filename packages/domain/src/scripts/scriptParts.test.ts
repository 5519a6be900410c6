import { describe, expect, it } from 'vitest';
import type { NewsReportSection } from '../newsReports/newsReport';
import { archiveClip } from '../testing/mediaFixtures';
import { section, subsection } from '../testing/storyContentFixtures';
import { scriptsQuerySchema, type ScriptCueType, type ScriptPart } from './script';
import {
  cgCueText,
  reportageScriptParts,
  scriptCueLine,
  scriptPresenterIds,
  storyScriptParts,
} from './scriptParts';

/** A part's kind, cue and text, as the tables compare them. */
const brief = (parts: ScriptPart[]) =>
  parts.map((part) => [part.section, part.kind, part.cue, part.text, part.durationMs]);

const field = (name: string, value: string) => ({ uuid: name, name, value, size: 0 });

describe('story script parts', () => {
  it.each<[string, Parameters<typeof storyScriptParts>[0], ReturnType<typeof brief>]>([
    ['no sections', [], []],
    [
      'camera and off-camera texts, trimmed, blank ones left out',
      [
        section({
          type: 'HEADER',
          subSections: [
            subsection({ type: 'CAMERA_TEXT', text: '  Bom dia.  ' }),
            subsection({ type: 'CAMERA_TEXT', text: '   ' }),
            subsection({ type: 'TEXT', text: 'Imagens da chuva.' }),
          ],
        }),
      ],
      [
        ['HEADER', 'camera', null, 'Bom dia.', null],
        ['HEADER', 'text', null, 'Imagens da chuva.', null],
      ],
    ],
    [
      'sections in air order with cue in and cue out around their subsections',
      [
        section({ type: 'FOOTER', subSections: [subsection({ type: 'CAMERA_TEXT', text: 'Pé' })] }),
        section({
          type: 'VT',
          cueIn: 'A água subiu',
          cueOut: '...Itaquera.',
          subSections: [
            subsection({
              type: 'MOS_VIDEO',
              slug: 'SUB SLUG',
              durationMs: 95_000,
              media: null,
            }),
          ],
        }),
        section({
          type: 'HEADER',
          subSections: [subsection({ type: 'CAMERA_TEXT', text: 'Cabeça' })],
        }),
      ],
      [
        ['HEADER', 'camera', null, 'Cabeça', null],
        ['VT', 'cue', 'cueIn', 'A água subiu', null],
        ['VT', 'cue', 'video', 'SUB SLUG', 95_000],
        ['VT', 'cue', 'cueOut', '...Itaquera.', null],
        ['FOOTER', 'camera', null, 'Pé', null],
      ],
    ],
    [
      'CGs and MOS graphics as cues of what they show',
      [
        section({
          type: 'LIVE_VO',
          subSections: [
            subsection({
              type: 'CG',
              templateName: 'Nome e cargo',
              cgFields: [field('Nome', 'Ana Souza'), field('Cargo', 'Moradora')],
            }),
            subsection({ type: 'MOS_CG', slug: 'TEMPERATURAS', templateName: '' }),
          ],
        }),
      ],
      [
        ['LIVE_VO', 'cue', 'cg', 'Ana Souza / Moradora', null],
        ['LIVE_VO', 'cue', 'cg', 'TEMPERATURAS', null],
      ],
    ],
  ])('%s', (_name, sections, expected) => {
    expect(brief(storyScriptParts(sections))).toEqual(expected);
  });

  it('keeps who reads a text and on which camera', () => {
    const [part] = storyScriptParts([
      section({
        type: 'HEADER',
        subSections: [subsection({ type: 'CAMERA_TEXT', text: 'Oi', presenterId: 7, camera: '2' })],
      }),
    ]);
    expect(part).toMatchObject({ presenterId: 7, camera: '2' });
  });

  it("names a video by its media's slug before the subsection's", () => {
    const [part] = storyScriptParts([
      section({
        type: 'VT',
        subSections: [
          subsection({
            type: 'MOS_VIDEO',
            slug: 'SUB',
            durationMs: 10_000,
            media: archiveClip({ slug: 'MEDIA' }),
          }),
        ],
      }),
    ]);
    expect(part?.text).toBe('MEDIA');
  });
});

describe('what a CG cue shows', () => {
  const cg = (fields: Partial<Parameters<typeof cgCueText>[0]>) =>
    cgCueText({ cgFields: [], templateName: '', slug: '', code: '', media: null, ...fields });
  it.each([
    ['its filled values', { cgFields: [field('Nome', ' Ana '), field('Cargo', '')] }, 'Ana'],
    ['its template without values', { templateName: 'Local', slug: 'LOC' }, 'Local'],
    ['its slug without template', { slug: 'LOC', code: '20' }, 'LOC'],
    ['its code at last', { code: '20' }, '20'],
  ])('%s', (_name, fields, expected) => {
    expect(cg(fields)).toBe(expected);
  });
});

describe('reportage script parts', () => {
  let index = 0;
  const rs = (
    type: NewsReportSection['type'],
    content: string,
    durationMs = 0,
    at?: number,
  ): NewsReportSection => ({
    uuid: `s${index}`,
    index: at ?? index++,
    type,
    content,
    observation: '',
    durationMs,
    manual: false,
    approved: false,
  });

  it.each<[string, NewsReportSection[], ReturnType<typeof brief>]>([
    [
      'appearance read on camera, off read, interview as a timed cue',
      [
        rs('APPEARANCE', 'Estou em Itaquera.', 4_000),
        rs('OFF', 'A fila começa cedo.', 6_000),
        rs('INTERVIEW', 'MARIA: "Sem água."', 18_000),
      ],
      [
        ['APPEARANCE', 'camera', null, 'Estou em Itaquera.', null],
        ['OFF', 'text', null, 'A fila começa cedo.', null],
        ['INTERVIEW', 'cue', 'interview', 'MARIA: "Sem água."', 18_000],
      ],
    ],
    [
      'art and soundup as cues without a duration; a blank off left out',
      [rs('SOUNDUP', 'Caminhão-pipa', 9_000), rs('OFF', '  '), rs('ART', 'Mapa dos bairros')],
      [
        ['SOUNDUP', 'cue', 'soundup', 'Caminhão-pipa', null],
        ['ART', 'cue', 'art', 'Mapa dos bairros', null],
      ],
    ],
    [
      'sections by index, not by stored position',
      [rs('OFF', 'segundo', 0, 1), rs('OFF', 'primeiro', 0, 0)],
      [
        ['OFF', 'text', null, 'primeiro', null],
        ['OFF', 'text', null, 'segundo', null],
      ],
    ],
  ])('%s', (_name, sections, expected) => {
    expect(brief(reportageScriptParts(sections))).toEqual(expected);
  });
});

describe('presenters of a script', () => {
  it('lists each reader once, in order of first appearance', () => {
    const parts = storyScriptParts([
      section({
        type: 'HEADER',
        subSections: [
          subsection({ type: 'CAMERA_TEXT', text: 'a', presenterId: 5 }),
          subsection({ type: 'TEXT', text: 'b', presenterId: null }),
          subsection({ type: 'TEXT', text: 'c', presenterId: 3 }),
          subsection({ type: 'CAMERA_TEXT', text: 'd', presenterId: 5 }),
        ],
      }),
    ]);
    expect(scriptPresenterIds(parts)).toEqual([5, 3]);
  });
});

describe('a cue as one line', () => {
  const labels: Record<ScriptCueType, string> = {
    video: 'VT',
    cg: 'CG',
    cueIn: 'Deixa inicial',
    cueOut: 'Deixa final',
    interview: 'Sonora',
    soundup: 'Sobe som',
    art: 'Arte',
  };
  it.each<[string, Pick<ScriptPart, 'cue' | 'text' | 'durationMs'>, string]>([
    ['a bare video', { cue: 'video', text: '', durationMs: 80_000 }, '[VT 01:20]'],
    [
      'a named video',
      { cue: 'video', text: 'VT CHUVA', durationMs: 95_000 },
      '[VT 01:35 — VT CHUVA]',
    ],
    ['a video of unknown length', { cue: 'video', text: 'VT', durationMs: 0 }, '[VT — VT]'],
    ['a CG', { cue: 'cg', text: 'Nome / Cargo', durationMs: null }, '[CG — Nome / Cargo]'],
    [
      'a cue out',
      { cue: 'cueOut', text: '...Itaquera.', durationMs: null },
      '[Deixa final — ...Itaquera.]',
    ],
  ])('%s', (_name, part, expected) => {
    expect(scriptCueLine(part, labels)).toBe(expected);
  });
});

describe('scripts query', () => {
  it.each([
    ['2025-03-10', '3', true],
    ['2024-02-29', '3', true],
    ['2025-02-29', '3', false],
    ['2025-13-01', '3', false],
    ['10/03/2025', '3', false],
    ['2025-03-10', '0', false],
    ['2025-03-10', 'x', false],
  ])('%s, program %s: valid %s', (date, programId, valid) => {
    expect(scriptsQuerySchema.safeParse({ date, programId }).success).toBe(valid);
  });
});

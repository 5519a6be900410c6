import { describe, expect, it } from 'vitest';
import { newsReportCgInputSchema, newsReportInputSchema } from './newsReport';
import {
  cgsFromInputs,
  headerRows,
  moveIndexed,
  newsReportCgErrors,
  newSection,
  sectionDurationMs,
  sectionsFromInputs,
  setSectionManual,
  totalDurationMs,
} from './newsReportRules';

const RATE = 0.1;

describe('section durations', () => {
  it.each([
    ['APPEARANCE', 'x'.repeat(50), false, 0, 5000],
    ['OFF', 'Texto [SOBE SOM] com\nquebra', false, 0, 2000],
    ['ART', 'x'.repeat(50), false, 0, 0],
    ['SOUNDUP', 'x'.repeat(50), true, 9000, 0],
    ['INTERVIEW', 'x'.repeat(50), true, 12_000, 12_000],
  ] as const)('%s %j manual=%s → %i ms', (type, content, manual, durationMs, expected) => {
    expect(sectionDurationMs({ type, content, manual, durationMs }, RATE)).toBe(expected);
  });

  it('starts interviews manual at zero, others automatic', () => {
    expect(newSection('INTERVIEW', 'a', 0)).toMatchObject({ manual: true, durationMs: 0 });
    expect(newSection('OFF', 'b', 1)).toMatchObject({ manual: false, index: 1 });
  });

  it('keeps a manual value starting at zero, and recomputes when auto comes back', () => {
    const auto = { ...newSection('OFF', 'a', 0), content: 'x'.repeat(30), durationMs: 3000 };
    const manual = setSectionManual(auto, true, RATE);
    expect(manual).toMatchObject({ manual: true, durationMs: 0 });
    expect(setSectionManual({ ...manual, durationMs: 7000 }, false, RATE)).toMatchObject({
      manual: false,
      durationMs: 3000,
    });
  });

  it('indexes sections in order and sums the total', () => {
    const sections = sectionsFromInputs(
      [
        { uuid: 'a', type: 'APPEARANCE', content: 'x'.repeat(20) },
        { uuid: 'b', type: 'INTERVIEW', manual: true, durationMs: '00:15' },
        { uuid: 'c', type: 'ART', content: 'arte' },
      ],
      RATE,
    );
    expect(sections.map((s) => [s.index, s.durationMs])).toEqual([
      [0, 2000],
      [1, 15_000],
      [2, 0],
    ]);
    expect(totalDurationMs(sections)).toBe(17_000);
    expect(moveIndexed(sections, 2, 0).map((s) => [s.uuid, s.index])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });
});

describe('reportage input', () => {
  const base = { slug: ' enchente ', date: '2026-11-21', reporterId: 3 };
  it('upper-cases the slug and requires a reporter', () => {
    expect(newsReportInputSchema.parse(base).slug).toBe('ENCHENTE');
    expect(newsReportInputSchema.safeParse({ ...base, reporterId: undefined }).success).toBe(false);
    expect(newsReportInputSchema.safeParse({ ...base, slug: '   ' }).success).toBe(false);
    expect(newsReportInputSchema.safeParse({ ...base, slug: 'x'.repeat(101) }).success).toBe(false);
    expect(newsReportInputSchema.safeParse({ ...base, cameraman: 'x'.repeat(61) }).success).toBe(
      false,
    );
  });
  it('takes a CG with II or MOS data, not both nor neither', () => {
    expect(newsReportCgInputSchema.safeParse({ uuid: 'a', ciiData: {} }).success).toBe(true);
    expect(newsReportCgInputSchema.safeParse({ uuid: 'a', mosData: {} }).success).toBe(true);
    expect(newsReportCgInputSchema.safeParse({ uuid: 'a' }).error?.issues[0]?.message).toBe(
      'editCgInvalid',
    );
    expect(newsReportCgInputSchema.safeParse({ uuid: 'a', ciiData: {}, mosData: {} }).success).toBe(
      false,
    );
  });
  it('refuses CG values over their field size', () => {
    const cgs = cgsFromInputs([
      { uuid: 'a', ciiData: { fields: [{ uuid: 'f', name: 'Nome', size: 4, value: 'Ana' }] } },
      { uuid: 'b', ciiData: { fields: [{ uuid: 'g', name: 'Nome', size: 4, value: 'Beatriz' }] } },
    ]);
    expect(cgs.map((cg) => cg.index)).toEqual([0, 1]);
    expect(newsReportCgErrors(cgs)).toEqual([
      { field: 'cgs.1.ciiData.fields.0.value', key: 'maxChars', params: { count: 4 } },
    ]);
  });
});

describe('header layout', () => {
  it.each([
    [3, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
    [12, 3],
  ] as const)('%i fields → %i rows', (fields, rows) => {
    expect(headerRows(fields)).toBe(rows);
  });
});

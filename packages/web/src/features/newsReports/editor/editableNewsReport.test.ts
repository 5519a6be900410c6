import { describe, expect, it } from 'vitest';
import { newsReportConfigSchema, documentConfigSchema, type NewsReportCg } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import {
  cgFromDeviceItem,
  duplicateCg,
  emptyNewsReport,
  headerFieldsFor,
  headerLayout,
  readRateOf,
  retimed,
  showsLead,
  toEditable,
  toggledCase,
  toInputBody,
  validateNewsReport,
  withNewSection,
} from './editableNewsReport';
import { newsReportFixture } from './testSupport';

const config = newsReportConfigSchema.parse({ readRates: { '2': 0.2 }, defaultReadRate: 0.1 });
const t = i18n.t.bind(i18n);

describe('editable reportage', () => {
  it('round-trips a loaded reportage into an update body without section indexes', () => {
    const report = newsReportFixture({
      sections: [
        {
          uuid: 's1',
          index: 0,
          type: 'OFF',
          content: 'abc',
          observation: '',
          durationMs: 0,
          manual: false,
          approved: true,
        },
      ],
    });
    const body = toInputBody(toEditable(report)) as { sections: Record<string, unknown>[] };
    expect(body.sections[0]).not.toHaveProperty('index');
    expect(body.sections[0]).toMatchObject({ uuid: 's1', type: 'OFF', approved: true });
    const result = validateNewsReport(toEditable(report), t);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['slug', { slug: '   ' }, 'slug'],
    ['reporter', { reporterId: null }, 'reporterId'],
    ['date', { date: '' }, 'date'],
    ['cameraman', { cameraman: 'x'.repeat(61) }, 'cameraman'],
  ])('refuses a missing or too long %s', (_name, fields, path) => {
    const value = { ...emptyNewsReport('2025-03-10', 2), slug: 'ENCHENTE', ...fields };
    const result = validateNewsReport(value, t);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(path);
  });

  it.each([
    [2, 0.2],
    [5, 0.1],
    [null, 0.1],
  ])('reads reporter %s at %s s per character', (reporterId, rate) => {
    expect(readRateOf(config, reporterId)).toBe(rate);
  });

  it('times automatic sections and keeps manual ones; interview starts manual', () => {
    const value = emptyNewsReport('2025-03-10', 2);
    const sections = withNewSection(withNewSection(value.sections, 'OFF'), 'INTERVIEW');
    expect(sections.map((s) => [s.index, s.manual])).toEqual([
      [0, false],
      [1, true],
    ]);
    const typed = sections.map((s) => ({ ...s, content: 'x'.repeat(50) }));
    const timed = retimed({ ...value, sections: typed }, 0.2).sections;
    expect(timed.map((s) => s.durationMs)).toEqual([10_000, 0]);
  });

  it('duplicates a CG with new ids for it and its fields', () => {
    const cg: NewsReportCg = {
      uuid: 'cg1',
      index: 0,
      deviceId: null,
      ciiData: {
        templateCode: '10',
        templateName: 'Nome',
        comment: '',
        fields: [{ uuid: 'f1', name: 'Linha 1', number: 1, size: 30, value: 'Maria' }],
      },
      mosData: null,
    };
    const copy = duplicateCg(cg);
    expect(copy.uuid).not.toBe('cg1');
    expect(copy.ciiData?.fields[0]?.uuid).not.toBe('f1');
    expect(copy.ciiData?.fields[0]?.value).toBe('Maria');
  });

  it('accepts only CG items dropped from a device', () => {
    expect(cgFromDeviceItem(JSON.stringify({ itemType: 'CLIP' }))).toBeNull();
    expect(cgFromDeviceItem('not json')).toBeNull();
    const cg = cgFromDeviceItem(
      JSON.stringify({ itemType: 'CG', templateCode: '7', fields: [{ name: 'Nome', size: 20 }] }),
    );
    expect(cg?.ciiData).toMatchObject({
      templateCode: '7',
      fields: [{ name: 'Nome', size: 20, value: '' }],
    });
  });

  it.each([
    [4, 1, 6],
    [5, 2, 8],
    [8, 2, 6],
    [9, 3, 8],
    [10, 3, 6],
  ])('lays %i header fields out in %i rows of span %i', (count, rows, span) => {
    expect(headerLayout(count)).toEqual({ rows, span });
  });

  it('shows only the header fields the configuration enables', () => {
    const off = newsReportConfigSchema.parse({
      vehiclesEnabled: false,
      editorEnabled: false,
      cameramanEnabled: false,
      classificationEnabled: false,
      editorialsEnabled: false,
    });
    expect(headerFieldsFor(off, documentConfigSchema.parse({}))).toEqual([
      'date',
      'slug',
      'reporter',
      'programs',
    ]);
    expect(
      headerFieldsFor(config, documentConfigSchema.parse({ branchEnabled: true })),
    ).toHaveLength(10);
  });

  it('shows the lead for text vehicles only', () => {
    const vehicles = [
      { id: 9, type: 'TV' as const },
      { id: 10, type: 'WEB' as const },
    ];
    expect(showsLead([9], vehicles)).toBe(false);
    expect(showsLead([9, 10], vehicles)).toBe(true);
  });

  it('toggles a block between upper and lower case', () => {
    expect(toggledCase('Chuva forte')).toBe('CHUVA FORTE');
    expect(toggledCase('CHUVA FORTE')).toBe('chuva forte');
  });
});

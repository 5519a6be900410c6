import { describe, expect, it } from 'vitest';
import { newSection } from './newsReportRules';
import {
  cgText,
  newsReportText,
  sectionContentText,
  type NewsReportTextLabels,
  type NewsReportTextSource,
} from './newsReportText';

const labels: NewsReportTextLabels = {
  date: 'Date',
  state: 'State',
  reporter: 'Reporter',
  editor: 'Editor',
  programs: 'Programs',
  drawer: 'Drawer',
  editorials: 'Editorials',
  vehicles: 'Vehicles',
  classification: 'Classification',
  cameraman: 'Cameraman',
  approved: 'approved',
  cgs: 'CGs',
  lead: 'Lead',
  text: 'Text',
  sections: 'Sections',
  observation: 'Observation',
  teaser: 'Teaser',
  heading: 'Heading',
  footnote: 'Footnote',
  information: 'Info',
  total: 'Total',
  sectionTypes: {
    APPEARANCE: 'Appearance',
    ART: 'Art',
    INTERVIEW: 'Interview',
    OFF: 'Off',
    SOUNDUP: 'Soundup',
  },
};

const report: NewsReportTextSource = {
  slug: 'ENCHENTE',
  date: '2026-11-21',
  ok: true,
  cameraman: 'Tiago',
  lead: '',
  text: 'Chuva forte no centro',
  teaser: 'Veja hoje',
  headingSuggestion: '',
  noteSuggestion: '',
  information: '',
  visible: true,
  totalMs: 75_000,
  sections: [
    { ...newSection('INTERVIEW', 'b', 1), content: 'A água subiu rápido', durationMs: 15_000 },
    {
      ...newSection('OFF', 'a', 0),
      content: 'As ruas alagaram',
      durationMs: 60_000,
      approved: true,
      observation: 'imagens aéreas',
    },
  ],
  cgs: [
    {
      uuid: 'c',
      index: 0,
      deviceId: null,
      mosData: null,
      ciiData: {
        templateCode: '10',
        templateName: 'Nome',
        comment: '',
        fields: [{ uuid: 'f', name: 'Nome', number: 1, size: 0, value: 'Maria' }],
      },
    },
  ],
};

describe('newsReportText', () => {
  it('reads title, header, CGs, numbered sections in index order and the total', () => {
    const text = newsReportText(report, labels, {
      state: 'Producing',
      reporter: 'reporter',
      programs: [],
      editorials: [],
      vehicles: [],
    });
    expect(text.split('\n')).toEqual([
      'ENCHENTE [approved]',
      'Date: 21/11/2026',
      'State: Producing',
      'Reporter: reporter',
      'Programs: Drawer',
      'Cameraman: Tiago',
      '',
      'CGs:',
      '- [Nome] Nome: Maria',
      '',
      'Text:',
      'Chuva forte no centro',
      '',
      'Sections:',
      '',
      '1. Off (01:00) [approved]',
      'As ruas alagaram',
      'Observation: imagens aéreas',
      '',
      '2. Interview (00:15)',
      '"A água subiu rápido"',
      '',
      'Teaser:',
      'Veja hoje',
      '',
      'Total: 01:15',
    ]);
  });

  it('gives nothing for a reportage the reader may not see', () => {
    expect(
      newsReportText({ ...report, visible: false }, labels, {
        programs: [],
        editorials: [],
        vehicles: [],
      }),
    ).toBe('');
  });

  it.each([
    ['INTERVIEW', 'Fala', '"Fala"'],
    ['INTERVIEW', '"Já citada"', '"Já citada"'],
    ['INTERVIEW', '  ', ''],
    ['OFF', ' Texto ', 'Texto'],
  ] as const)('%s %j → %j', (type, content, expected) => {
    expect(sectionContentText({ type, content })).toBe(expected);
  });

  it('writes a MOS CG by its slug and abstract', () => {
    expect(
      cgText({ ciiData: null, mosData: { slug: 'GC1', mosAbstract: 'Maria - moradora' } as never }),
    ).toBe('[GC1] Maria - moradora');
  });
});

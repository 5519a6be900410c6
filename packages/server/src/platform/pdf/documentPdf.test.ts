import { describe, expect, it } from 'vitest';
import { documentDefinition, documentPdf, type DocumentPdf } from './documentPdf';
import { cutList } from './listPdf';
import { pdfText } from './pdfText.testkit';
import { longDay } from './pdfDates';

const document: DocumentPdf = {
  title: 'VIVO Ação na Sé',
  headerLeft: 'Jornal da Manhã',
  headerRight: 'quarta-feira, 12 de março de 2025',
  pageOf: (page, pages) => `página ${page} de ${pages}`,
  fields: [
    { label: 'Cinegrafista', value: 'João' },
    { label: 'Vazio', value: ' ' },
  ],
  parts: [
    { kind: 'heading', text: 'Roteiro' },
    { kind: 'paragraph', text: 'Primeira linha\nSegunda em São Paulo', side: 'OFF' },
    { kind: 'cue', text: '[VT 01:20 — VT CHUVA]' },
  ],
};

describe('document PDF', () => {
  it('is A4 portrait with the running header, title and filled fields', () => {
    const definition = documentDefinition(document);
    expect(definition).toMatchObject({ pageSize: 'A4', pageOrientation: 'portrait' });
    expect(definition.defaultStyle).toMatchObject({ fontSize: 11 });
    const content = JSON.stringify(definition.content);
    expect(content).toContain('Cinegrafista');
    expect(content).not.toContain('Vazio');
  });

  it('lays the body in two columns with cues left, and takes the font size', () => {
    const definition = documentDefinition({ ...document, twoColumns: true, fontSizePt: 16 });
    expect(definition.defaultStyle).toMatchObject({ fontSize: 16 });
    const table = (definition.content as { table?: { body: unknown[][] } }[]).find((c) => c.table);
    expect(table?.table?.body).toEqual([
      [expect.objectContaining({ text: 'Roteiro', colSpan: 2 }), {}],
      [
        expect.objectContaining({ text: 'OFF' }),
        expect.objectContaining({ text: 'Primeira linha\nSegunda em São Paulo' }),
      ],
      [expect.objectContaining({ text: '[VT 01:20 — VT CHUVA]', style: 'cue' }), {}],
    ]);
  });

  it.each([false, true])(
    'renders header, footer and body, accents intact (two columns %s)',
    async (two) => {
      const text = pdfText(await documentPdf({ ...document, twoColumns: two }));
      for (const expected of [
        'VIVOAçãonaSé',
        'JornaldaManhã',
        'quarta-feira,12demarçode2025',
        'página1de1',
        'SegundaemSãoPaulo',
        'VTCHUVA',
      ])
        expect(text.replace(/\s/g, '')).toContain(expected);
    },
  );

  it('cuts a list at 100 records with a note', () => {
    const shown = (n: number, total: number) => `${n} de ${total} exibidos`;
    const rows = Array.from({ length: 101 }, (_, i) => [String(i)]);
    expect(cutList(rows, shown)).toEqual({
      rows: rows.slice(0, 100),
      notes: ['100 de 101 exibidos'],
    });
    expect(cutList(rows.slice(0, 100), shown)).toEqual({ rows: rows.slice(0, 100), notes: [] });
  });

  it.each([
    ['pt_BR', 'quarta-feira, 12 de março de 2025'],
    ['en_US', 'Wednesday, March 12, 2025'],
    ['es_ES', 'miércoles, 12 de marzo de 2025'],
  ] as const)('writes a day out in %s', (locale, expected) => {
    expect(longDay('2025-03-12', locale)).toBe(expected);
  });
});

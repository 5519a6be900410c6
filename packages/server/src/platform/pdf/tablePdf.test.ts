import { describe, expect, it } from 'vitest';
import { tableDocument, tablePdf } from './tablePdf';
import { pdfText } from './pdfText.testkit';

describe('table PDF', () => {
  const table = {
    title: 'Grade de equipes',
    generatedLine: 'Gerado em 12/03/2025 10:00',
    header: ['Equipe', 'dom 09/03'],
    rows: [['Equipe Esportes', 'João\nAnaí']],
    notes: ['Legenda: regular'],
  };

  it('is a landscape A4 table with its title, generated line, header and notes', () => {
    const document = tableDocument(table);
    expect(document).toMatchObject({ pageOrientation: 'landscape', compress: false });
    expect(JSON.stringify(document.content)).toContain('Gerado em 12/03/2025 10:00');
  });

  it('renders a PDF whose text holds the cells, accents included', async () => {
    const pdf = await tablePdf(table);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['Grade de equipes', 'Equipe Esportes', 'João', 'Anaí', 'Legenda'])
      expect(text).toContain(expected);
  });
});

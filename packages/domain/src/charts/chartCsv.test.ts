import { describe, expect, it } from 'vitest';
import { chartCsv, chartCsvFileName, csvField, csvOf } from './chartCsv';
import { chartFigures } from './chartFigures';
import { CHART_TEXT } from './chartText';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    [42, '42'],
    [-5, '-5'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+55 11', "'+55 11"],
    ['-Ana', "'-Ana"],
    ['@cmd', "'@cmd"],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['', ''],
  ])('%j → %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe('csvOf', () => {
  it('ends every record with CRLF', () => {
    expect(
      csvOf([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('a,1\r\nb,2\r\n');
  });
});

describe('chartCsv', () => {
  const charts = chartFigures(
    { from: '2025-03-01', to: '2025-03-01' },
    {
      created: [
        {
          date: '2025-03-01',
          kind: 'story',
          ownerId: 1,
          ownerName: 'Silva, Ana',
          created: 2,
          approved: 1,
        },
      ],
      aired: [{ date: '2025-03-01', ownerId: 1, ownerName: 'Silva, Ana', aired: 1 }],
      dropped: [{ date: '2025-03-01', reason: 'toDrawer', count: 1 }],
      guidelines: [{ date: '2025-03-01', covered: 3, interrupted: 1 }],
      editions: [
        {
          programId: 9,
          name: 'Jornal do Meio-Dia',
          start: '12:00:00',
          end: '13:00:00',
          productionMs: null,
          commercialMs: 600_000,
          airedMs: 2_940_400,
        },
      ],
    },
  );

  it.each([
    ['pt_BR', 'Indicador,Item,Data,Valor'],
    ['en_US', 'Figure,Item,Date,Value'],
    ['es_ES', 'Indicador,Elemento,Fecha,Valor'],
  ] as const)('heads the %s table with its column names', (locale, header) => {
    expect(chartCsv(charts, CHART_TEXT[locale]).split('\r\n')[0]).toBe(header);
  });

  it('writes each figure of the day, the kinds, people and shows', () => {
    const lines = chartCsv(charts, CHART_TEXT.en_US).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Documents created,Story,2025-03-01,2',
        'Documents created,Guideline,2025-03-01,0',
        'Documents approved,,2025-03-01,1',
        'Stories aired,,2025-03-01,1',
        'Stories dropped,Sent to the drawer,2025-03-01,1',
        'Guidelines covered,,2025-03-01,3',
        'Guidelines interrupted,,2025-03-01,1',
        'Stories aired,Story,,1',
        'Documents created,"Silva, Ana",,2',
        'Editions aired,Jornal do Meio-Dia,,1',
        'Planned time (s),Jornal do Meio-Dia,,3000',
        'On-air time (s),Jornal do Meio-Dia,,2940',
        'Over (+) / under (−) (s),Jornal do Meio-Dia,,-60',
      ]),
    );
    expect(lines.at(-1)).toBe('');
    expect(lines.filter(Boolean).every((line) => !line.includes('\n'))).toBe(true);
  });

  it('names the file by language and range', () => {
    expect(chartCsvFileName(charts, CHART_TEXT.pt_BR)).toBe(
      'graficos-gerenciais-2025-03-01-2025-03-01.csv',
    );
  });
});

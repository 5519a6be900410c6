import { describe, expect, it } from 'vitest';
import {
  cgValuesByNumber,
  cgViolations,
  findCgTemplate,
  matchCgFields,
  newsReportCgViolations,
  storyCgViolations,
  templateNumberOf,
  type CgTemplateRef,
} from './cgRules';

const nameAndRole: CgTemplateRef = {
  number: 10,
  name: 'Nome e cargo',
  fields: [
    { number: 1, name: 'Nome', size: 10 },
    { number: 2, name: 'Cargo', size: 0 },
  ],
};
const place: CgTemplateRef = {
  number: 20,
  name: 'Local',
  fields: [{ number: 3, name: 'Local', size: 5 }],
};
const templates = [nameAndRole, place];

const cg = (
  code: string,
  fields: { name: string; value: string; number?: number }[],
  templateName = '',
) => ({
  code,
  templateName,
  fields,
});

describe('finding the template of a CG', () => {
  it('goes by code (the template number), else by name ignoring case', () => {
    expect(findCgTemplate(templates, { code: ' 20 ', templateName: 'whatever' })).toBe(place);
    expect(findCgTemplate(templates, { code: '', templateName: 'NOME E CARGO' })).toBe(nameAndRole);
    expect(findCgTemplate(templates, { code: '99', templateName: 'Local' })).toBeNull();
    expect(findCgTemplate(templates, { code: 'abc', templateName: '' })).toBeNull();
    expect(findCgTemplate(templates, { code: '', templateName: '  ' })).toBeNull();
    expect(templateNumberOf('007')).toBe(7);
    expect(templateNumberOf('1.5')).toBeNull();
  });

  it('matches fields by number when they carry one, else by name, each template field once', () => {
    const matched = matchCgFields(nameAndRole, [
      { name: 'cargo', value: '' },
      { name: 'x', value: '', number: 1 },
      { name: 'Nome', value: '' },
    ]);
    expect(matched.map((m) => m?.number ?? null)).toEqual([2, 1, null]);
  });
});

describe('CG rules', () => {
  it('accepts a CG naming no template, or one of the device whose values fit', () => {
    expect(cgViolations(cg('', [{ name: 'Livre', value: 'qualquer coisa longa' }]), [])).toEqual(
      [],
    );
    expect(
      cgViolations(
        cg('10', [
          { name: 'Nome', value: 'Ana Souza' },
          { name: 'Cargo', value: 'x'.repeat(500) },
        ]),
        templates,
      ),
    ).toEqual([]);
  });

  it('refuses a template that is not of the device, and a field the template does not have', () => {
    expect(cgViolations(cg('30', []), templates)).toEqual([
      { key: 'device:templateNotOfProgramDevice', fieldIndex: null },
    ]);
    expect(cgViolations(cg('10', [], 'Nome e cargo'), [])).toEqual([
      { key: 'device:templateNotOfProgramDevice', fieldIndex: null },
    ]);
    expect(cgViolations(cg('10', [{ name: 'Apelido', value: 'x' }]), templates)).toEqual([
      { key: 'device:templateNotOfProgramDevice', fieldIndex: 0 },
    ]);
  });

  it('refuses a value longer than its template field, counting characters not UTF-16 units', () => {
    expect(cgViolations(cg('20', [{ name: 'Local', value: 'Itaquera' }]), templates)).toEqual([
      { key: 'device:fieldTooLong', fieldIndex: 0, size: 5 },
    ]);
    expect(cgViolations(cg('20', [{ name: 'Local', value: 'São😀é' }]), templates)).toEqual([]);
  });

  it('locates violations in a story and a reportage', () => {
    const sections = [
      {
        subSections: [
          { type: 'TEXT', code: '77', templateName: '', cgFields: [] },
          { type: 'CG', code: '77', templateName: '', cgFields: [] },
          {
            type: 'MOS_CG',
            code: '20',
            templateName: '',
            cgFields: [{ name: 'Local', value: 'Itaquera' }],
          },
        ],
      },
    ];
    expect(storyCgViolations(sections, templates)).toEqual([
      { key: 'device:templateNotOfProgramDevice', field: 'sections.0.subSections.1.code' },
      {
        key: 'device:fieldTooLong',
        field: 'sections.0.subSections.2.cgFields.0.value',
        params: { count: 5 },
      },
    ]);
    expect(
      newsReportCgViolations(
        [
          { ciiData: null },
          {
            ciiData: {
              templateCode: '10',
              templateName: '',
              fields: [{ name: 'Apelido', value: 'x', number: 9 }],
            },
          },
          { ciiData: { templateCode: '5', templateName: '', fields: [] } },
        ],
        templates,
      ),
    ).toEqual([
      { key: 'device:templateNotOfProgramDevice', field: 'cgs.1.ciiData.fields.0.name' },
      { key: 'device:templateNotOfProgramDevice', field: 'cgs.2.ciiData.templateCode' },
    ]);
  });
});

describe('values by field number', () => {
  it('puts each value at its template field number, leaving gaps empty', () => {
    expect(cgValuesByNumber(place, [{ name: 'Local', value: 'Centro' }])).toEqual([
      '',
      '',
      'Centro',
    ]);
    expect(
      cgValuesByNumber(nameAndRole, [
        { name: 'Cargo', value: 'Técnico' },
        { name: 'Nome', value: 'Rafael' },
      ]),
    ).toEqual(['Rafael', 'Técnico']);
  });

  it('without a template, numbers fields by position', () => {
    expect(
      cgValuesByNumber(null, [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
      ]),
    ).toEqual(['1', '2']);
    expect(cgValuesByNumber(null, [])).toEqual([]);
  });
});

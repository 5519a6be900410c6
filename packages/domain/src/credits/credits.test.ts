import { describe, expect, it } from 'vitest';
import { collectCredits, creditOf, creditsQuerySchema, type CreditUse } from './credits';

describe('which CG is a credit', () => {
  it.each([
    [
      'name and title',
      [
        { name: 'Nome', value: 'Ana Souza' },
        { name: 'Cargo', value: 'Moradora' },
      ],
      { name: 'Ana Souza', title: 'Moradora' },
    ],
    [
      'English fields',
      [
        { name: 'Name', value: 'Ann' },
        { name: 'Title', value: 'Mayor' },
      ],
      { name: 'Ann', title: 'Mayor' },
    ],
    [
      'Spanish fields, accents',
      [
        { name: 'NOMBRE', value: 'Ana' },
        { name: 'Función', value: 'Alcaldesa' },
      ],
      { name: 'Ana', title: 'Alcaldesa' },
    ],
    ['a name without a title', [{ name: 'nome', value: ' Rui ' }], { name: 'Rui', title: '' }],
    [
      'an empty name',
      [
        { name: 'Nome', value: '  ' },
        { name: 'Cargo', value: 'Prefeito' },
      ],
      null,
    ],
    ['a locator', [{ name: 'Local', value: 'Centro' }], null],
    ['a reportage credit (other fields)', [{ name: 'Reportagem', value: 'Ana' }], null],
    ['no fields', [], null],
  ])('%s', (_label, fields, expected) => {
    expect(creditOf(fields)).toEqual(expected);
  });
});

describe('the credits list', () => {
  const use = (
    name: string,
    title: string,
    documentId: number,
    kind: CreditUse['kind'] = 'story',
  ): CreditUse => ({
    name,
    title,
    kind,
    documentId,
    slug: `DOC ${documentId}`,
    cgUuid: `${kind}-${documentId}-${name}`,
  });

  it('has one row per person and title, by name, with where each is used once', () => {
    const rows = collectCredits([
      use('João Silva', 'Feirante', 1),
      use('ana souza', 'Moradora', 2),
      use('Ana Souza', 'moradora', 3, 'newsReport'),
      use('João Silva', 'Feirante', 1),
      use('João Silva', 'Vereador', 4),
    ]);
    expect(rows.map((row) => [row.name, row.title])).toEqual([
      ['ana souza', 'Moradora'],
      ['João Silva', 'Feirante'],
      ['João Silva', 'Vereador'],
    ]);
    expect(rows[0]!.usages).toEqual([
      { kind: 'story', documentId: 2, slug: 'DOC 2' },
      { kind: 'newsReport', documentId: 3, slug: 'DOC 3' },
    ]);
    expect(rows[0]!.cgUuid).toBe('story-2-ana souza');
    expect(rows[1]!.usages).toHaveLength(1);
  });

  it('asks for a real date and a program', () => {
    expect(creditsQuerySchema.safeParse({ date: '2025-03-10', programId: '3' }).success).toBe(true);
    expect(creditsQuerySchema.safeParse({ date: '2025-02-30', programId: '3' }).success).toBe(
      false,
    );
    expect(creditsQuerySchema.safeParse({ date: '2025-03-10' }).success).toBe(false);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Section } from '@newsroom/domain';
import { companyDataBundle, person } from '../../../test/companyData';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { i18n } from '../../../shared/i18n';
import type { RevisionItem } from '../../../shared/revisions';
import { StoryVersionsDialog } from './StoryVersionsDialog';
import { section, subsection } from '@newsroom/domain/src/testing';

const head = (text: string): Section[] => [
  section({
    type: 'HEADER',
    durationMs: 8000,
    subSections: [
      subsection({
        uuid: '00000000-0000-4000-8000-000000000001',
        type: 'CAMERA_TEXT',
        presenterId: 5,
        text,
        durationMs: 8000,
      }),
    ],
  }),
];

const REVISION: RevisionItem = {
  id: 2,
  revisionNumber: 2,
  revisionDate: '2024-05-01T14:05:09.000Z',
  revisorNickname: 'editor',
  revisorIP: '10.0.0.7',
  slug: 'CHUVA',
  snapshot: {
    slug: 'CHUVA',
    reporterId: 5,
    radio: false,
    headMs: 9000,
    sections: head('chuva forte hoje'),
  },
  changes: [
    { field: 'headMs', before: 8000, after: 9000 },
    { field: 'radio', before: true, after: false },
    { field: 'reporterId', before: null, after: 5 },
    { field: 'sections', before: head('chuva hoje'), after: head('chuva forte hoje') },
  ],
};

describe('StoryVersionsDialog', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('pt_BR'));
  });

  it('reads durations as mm:ss, yes/no, names and the sections word by word', async () => {
    renderWithProviders(
      <StoryVersionsDialog open onClose={() => {}} load={() => Promise.resolve([REVISION])} />,
      {
        user: { nickname: 'ana', abilities: {} },
        companyData: companyDataBundle({ users: [person(5, 'Ana Souza', 'ana')] }),
      },
    );
    await waitFor(() =>
      expect(screen.getByTestId('versions-dialog').getAttribute('data-state')).toBe('ready'),
    );
    const row = (field: string) =>
      screen
        .getAllByTestId('revision-field-changed')
        .find((item) => item.getAttribute('data-field') === field)!;
    const beforeAfter = (field: string) => [
      within(row(field)).getByTestId('revision-before').textContent,
      within(row(field)).getByTestId('revision-after').textContent,
    ];
    expect(row('headMs').textContent).toContain('Cabeça');
    expect(beforeAfter('headMs')).toEqual(['00:08', '00:09']);
    expect(beforeAfter('radio')).toEqual(['Sim', 'Não']);
    expect(beforeAfter('reporterId')).toEqual(['—', 'ana']);
    const sections = within(row('sections'));
    expect(sections.getByTestId('revision-words').textContent).toContain('(ana)');
    expect(sections.getByTestId('revision-added').textContent).toBe('forte ');
    expect(sections.queryByTestId('revision-removed')).toBeNull();
  });
});

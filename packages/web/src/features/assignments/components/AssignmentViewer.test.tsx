import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { guide, guideContact, productionTask } from '@newsroom/domain/src/testing';
import { i18n } from '../../../shared/i18n';
import { copiedText } from '../../../shared/documentViewer/viewerTestSupport';
import { assignmentFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { renderWithApp } from '../testRender';
import { AssignmentViewer } from './AssignmentViewer';

const assignment = assignmentFixture({
  id: 12,
  slug: 'ENCHENTE NO CENTRO',
  typeId: 4,
  programsIds: [3],
  producersIds: [1],
  reportersIds: [2],
  teamId: 5,
  cameraman: 'Tiago',
  proposal: 'Mostrar as ruas alagadas',
  referral: 'Falar com a Defesa Civil',
  guides: [
    guide({
      scheduleDate: '2025-03-10',
      scheduleTime: '09:30:00',
      interviewee: 'Prefeito',
      address: 'Praça da Sé',
      observation: 'A água baixa amanhã',
      contacts: [guideContact()],
    }),
  ],
  tasks: [productionTask()],
});

describe('AssignmentViewer', { timeout: 30_000 }, () => {
  stubFetchEachTest(() => json({ code: 'route_not_found', message: 'x' }, 404));

  it('shows the title, the header fields and the content', () => {
    renderWithApp(
      <AssignmentViewer
        assignment={assignment}
        onEdit={() => undefined}
        onClose={() => undefined}
      />,
    );
    const viewer = screen.getByTestId('assignment-viewer');
    expect(within(viewer).getByTestId('type-tag').textContent).toBe('VIVO');
    expect(screen.getByTestId('assignment-viewer-slug').textContent).toBe('ENCHENTE NO CENTRO');
    expect(screen.getByTestId('viewer-programs').textContent).toBe('Jornal da Manhã');
    expect(screen.getByTestId('viewer-producers').textContent).toBe('produtor');
    expect(screen.getByTestId('viewer-team').textContent).toBe('Equipe 1');
    expect(screen.getByTestId('viewer-cameraman').textContent).toBe('Tiago');
    expect(screen.getByTestId('viewer-proposal').textContent).toContain('Mostrar as ruas alagadas');
    expect(screen.getByTestId('assignment-edit')).toBeTruthy();
    expect(screen.getByTestId('assignment-create-production')).toBeTruthy();
  });

  it("says 'drawer' without programs and hides Edit when not editable", () => {
    renderWithApp(
      <AssignmentViewer
        assignment={{
          ...assignment,
          programsIds: [],
          abilities: { canEdit: false, canDelete: false, canShare: false },
        }}
        onEdit={() => undefined}
      />,
    );
    expect(screen.getByTestId('viewer-programs').textContent).toBe(i18n.t('assignment:drawer'));
    expect(screen.queryByTestId('assignment-edit')).toBeNull();
  });

  it('lists the guides and the tasks with expandable information', async () => {
    renderWithApp(<AssignmentViewer assignment={assignment} />);
    fireEvent.click(screen.getByRole('tab', { name: /Guides/ }));
    expect((await screen.findByTestId('viewer-guide')).textContent).toContain('Prefeito');
    expect(screen.getByTestId('viewer-contact').textContent).toContain('11 99999-0000');
    fireEvent.click(screen.getByRole('tab', { name: /Tasks/ }));
    const table = await screen.findByTestId('viewer-tasks');
    expect(table.textContent).toContain('Reservar carro');
    expect(table.textContent).not.toContain('Placa ABC');
    fireEvent.click(within(table).getByRole('button', { name: /expand/i }));
    expect(table.textContent).toContain('Placa ABC');
  });

  it('copies the guideline as text with the interview quote in double quotes', async () => {
    renderWithApp(<AssignmentViewer assignment={assignment} />);
    const text = await copiedText('assignment-copy');
    expect(text.split('\n')[0]).toBe('VIVO ENCHENTE NO CENTRO');
    expect(text).toContain('Observation: "A água baixa amanhã"');
    expect(text).toContain('11 99999-0000 (Work)');
    expect(text).toContain('Programs: Jornal da Manhã');
  });

  it('opens the checklist it finds, creates one on 404 and warns on 422', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (String(input) === '/api/productions/assignment/12' && (init?.method ?? 'GET') === 'GET')
        return json({ code: 'not_found', message: 'x' }, 404);
      if (String(input) === '/api/productions/assignment/12' && init?.method === 'POST')
        return json({ id: 77 }, 201);
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AssignmentViewer assignment={assignment} />);
    fireEvent.click(screen.getByTestId('assignment-create-production'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    // The button ignores clicks while the first open is still busy.
    const button = screen.getByTestId('assignment-create-production');
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));

    fetchMock.mockImplementation(async () =>
      json({ code: 'rule_violation', message: 'production:beingEdited' }, 422),
    );
    fireEvent.click(button);
    expect(await screen.findByText(i18n.t('assignment:checklist.beingEdited'))).toBeTruthy();
  });
});

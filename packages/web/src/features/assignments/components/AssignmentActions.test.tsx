import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Assignment } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { assignmentKeys } from '../api/assignmentsApi';
import { assignmentFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { AssignmentViewer } from './AssignmentViewer';
import { stubFetchEachTest } from '../../../test/stubFetch';

const assignment = assignmentFixture({ id: 12, slug: 'ENCHENTE', date: '2025-03-10' });
const dayKey = assignmentKeys.day('2025-03-10');
const nextDayKey = assignmentKeys.day('2025-03-11');

describe('AssignmentViewer duplicate and delete', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest(() => json({ code: 'route_not_found', message: 'x' }, 404));

  it('duplicates to the list date, puts the copy in that day list and hands it over', async () => {
    const copy = assignmentFixture({ id: 40, slug: 'ENCHENTE', date: '2025-03-11', uuid: 'c' });
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/assignments/12/copy' && init?.method === 'POST'
        ? json(copy, 201)
        : json({ code: 'route_not_found', message: 'x' }, 404),
    );
    const onDuplicated = vi.fn();
    const { client } = renderWithApp(
      <AssignmentViewer
        assignment={assignment}
        duplicateDate="2025-03-11"
        onDuplicated={onDuplicated}
      />,
    );
    client.setQueryData(nextDayKey, [assignmentFixture({ id: 3, date: '2025-03-11' })]);
    fireEvent.click(screen.getByTestId('assignment-duplicate'));
    await waitFor(() => expect(onDuplicated).toHaveBeenCalledWith(copy));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ date: '2025-03-11' });
    expect(client.getQueryData<Assignment[]>(nextDayKey)?.map((item) => item.id)).toEqual([40, 3]);
    expect(await screen.findByText(i18n.t('assignment:actions.duplicated'))).toBeTruthy();
  });

  it('offers neither without the handler and the ability', () => {
    renderWithApp(
      <AssignmentViewer
        assignment={{
          ...assignment,
          abilities: { canEdit: false, canDelete: false, canShare: false },
        }}
      />,
    );
    expect(screen.queryByTestId('assignment-duplicate')).toBeNull();
    expect(screen.queryByTestId('assignment-delete')).toBeNull();
  });

  it('deletes after confirming: leaves the day list and closes the viewer', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/assignments/12' && init?.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json({ code: 'route_not_found', message: 'x' }, 404),
    );
    const onClose = vi.fn();
    const { client } = renderWithApp(
      <AssignmentViewer assignment={assignment} onClose={onClose} />,
    );
    client.setQueryData(dayKey, [assignment, assignmentFixture({ id: 3 })]);
    fireEvent.click(screen.getByTestId('assignment-delete'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('assignment-delete-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.getQueryData<Assignment[]>(dayKey)?.map((item) => item.id)).toEqual([3]);
  });

  it('shows the translated message when another user is editing it', async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          code: 'precondition_failed',
          message: 'document:inEdition',
          details: { nickname: 'editor' },
        },
        412,
      ),
    );
    const onClose = vi.fn();
    const { client } = renderWithApp(
      <AssignmentViewer assignment={assignment} onClose={onClose} />,
    );
    client.setQueryData(dayKey, [assignment]);
    fireEvent.click(screen.getByTestId('assignment-delete'));
    fireEvent.click(await screen.findByTestId('assignment-delete-confirm'));
    expect(await screen.findByText(i18n.t('document:inEdition'))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(client.getQueryData<Assignment[]>(dayKey)?.map((item) => item.id)).toEqual([12]);
  });
});

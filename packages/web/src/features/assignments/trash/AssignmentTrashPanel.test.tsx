import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Assignment } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { ME_QUERY_KEY } from '../../auth';
import { assignmentKeys } from '../api/assignmentsApi';
import { assignmentFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { AssignmentTrashPanel } from './AssignmentTrashPanel';

const removed = assignmentFixture({
  id: 21,
  slug: 'OBRA PARADA',
  date: '2025-03-10',
  excluded: true,
  version: 2,
  abilities: { canEdit: false, canDelete: false, canShare: false },
});

describe('AssignmentTrashPanel', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let trash: Assignment[];
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    trash = [removed];
    fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/assignments/excluded?'))
        return json({ data: trash, page: 0, size: 25, total: trash.length });
      if (url === '/api/assignments/21/restore' && init?.method === 'PUT') {
        trash = [];
        return json({ ...removed, excluded: false, version: 3 });
      }
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the trash and restores a guideline into its day list', async () => {
    const { client } = renderWithApp(<AssignmentTrashPanel />);
    const dayKey = assignmentKeys.day('2025-03-10');
    client.setQueryData(dayKey, [assignmentFixture({ id: 3 })]);
    const row = await screen.findByTestId('assignment-trash-row');
    expect(row.textContent).toContain('OBRA PARADA');
    expect(screen.getByText('1-1 of 1')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/assignments/excluded?page=0&size=25');

    fireEvent.click(within(row).getByTestId('assignment-restore'));
    expect(await screen.findByText(i18n.t('assignment:trash.restored'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('assignment-trash-row')).toBeNull());
    expect(client.getQueryData<Assignment[]>(dayKey)?.map((item) => item.id)).toEqual([21, 3]);
  });

  it('offers no restore to a reader', async () => {
    const { client } = renderWithApp(<AssignmentTrashPanel />);
    await screen.findByTestId('assignment-restore');
    client.setQueryData(ME_QUERY_KEY, (me: object) => ({
      ...me,
      abilities: { assignment: 'read' },
    }));
    await waitFor(() => expect(screen.queryByTestId('assignment-restore')).toBeNull());
    expect(screen.getByTestId('assignment-trash-row')).toBeTruthy();
  });
});

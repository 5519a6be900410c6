import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Paged } from '@newsroom/domain';
import { i18n } from '../i18n';
import { AdminListLayout } from './AdminListLayout';
import { AdminRowActions } from './AdminRowActions';
import { useAdminList, type AdminListQuery } from './useAdminList';

interface Thing {
  id: number;
  name: string;
}

const things = (count: number, total = count, page = 0): Paged<Thing> => ({
  data: Array.from({ length: count }, (_, index) => ({
    id: page * 25 + index + 1,
    name: `thing ${page * 25 + index + 1}`,
  })),
  page,
  size: 25,
  total,
});

interface HarnessProps {
  load: (query: AdminListQuery) => Promise<Paged<Thing>>;
  canEdit: boolean;
  onCreate?: () => void;
  onDelete?: (thing: Thing) => void;
}

/** A minimal admin page built the way the real ones are. */
function ThingsPage({ load, canEdit, onCreate = () => {}, onDelete = () => {} }: HarnessProps) {
  const state = useAdminList<Thing>({
    queryKey: (query) => ['things', 'page', query],
    queryFn: load,
    live: { topic: 'groups', entity: 'thing', queryKey: ['things', 'page'] },
  });
  return (
    <AdminListLayout<Thing>
      state={state}
      title="Things"
      canCreate={canEdit}
      createLabel="New thing"
      onCreate={onCreate}
      filterPlaceholder="Filter things"
      columns={[
        { key: 'name', title: 'Name', dataIndex: 'name' },
        {
          key: 'actions',
          title: 'Actions',
          render: (_value, thing) => (
            <AdminRowActions
              canEdit={canEdit}
              editLabel="Edit"
              viewLabel="View"
              onEdit={() => {}}
              editTestId={`thing-edit-${thing.name}`}
              deletion={
                canEdit
                  ? {
                      confirmTitle: `Delete ${thing.name}?`,
                      label: 'Delete',
                      onConfirm: () => onDelete(thing),
                      testId: `thing-delete-${thing.name}`,
                      confirmTestId: 'thing-delete-confirm',
                    }
                  : undefined
              }
            />
          ),
        },
      ]}
      testIds={{
        page: 'things',
        create: 'things-new',
        filter: 'things-filter',
        table: 'things-table',
        row: (thing) => `thing-row-${thing.name}`,
      }}
    />
  );
}

function renderPage(props: HarnessProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThingsPage {...props} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('AdminListLayout with useAdminList', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
  });
  afterEach(cleanup);

  it('shows the title, the rows and the range of the total', async () => {
    const onCreate = vi.fn();
    renderPage({ load: async () => things(2), canEdit: true, onCreate });
    const table = await screen.findByTestId('things-table');
    await waitFor(() => expect(within(table).getByTestId('thing-row-thing 1')).toBeTruthy());
    expect(within(table).getByTestId('thing-row-thing 2')).toBeTruthy();
    expect(screen.getByTestId('things').textContent).toContain('Things');
    expect(screen.getByText('1-2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('things-new'));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('has no "new" or delete button for a reader, and views instead of editing', async () => {
    renderPage({ load: async () => things(1), canEdit: false });
    await screen.findByTestId('thing-row-thing 1');
    expect(screen.queryByTestId('things-new')).toBeNull();
    expect(screen.queryByTestId('thing-delete-thing 1')).toBeNull();
    expect(screen.getByTestId('thing-edit-thing 1').getAttribute('aria-label')).toBe('View');
  });

  it('pages through the list and goes back to the first page on a trimmed search', async () => {
    const load = vi.fn(async (query: AdminListQuery) =>
      things(query.page === 0 ? 25 : 5, 30, query.page),
    );
    renderPage({ load, canEdit: true });
    await screen.findByTestId('thing-row-thing 1');
    expect(load).toHaveBeenLastCalledWith({ filter: '', page: 0 });

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('thing-row-thing 26');
    expect(load).toHaveBeenLastCalledWith({ filter: '', page: 1 });
    expect(screen.getByText('26-30 of 30')).toBeTruthy();

    const filter = within(screen.getByTestId('things-filter')).getByRole('searchbox');
    fireEvent.change(filter, { target: { value: '  thing ' } });
    fireEvent.keyDown(filter, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ filter: 'thing', page: 0 }));
  });

  it('goes back one page when the page it shows comes back empty', async () => {
    const load = vi.fn(async (query: AdminListQuery) =>
      query.page === 0 ? things(25, 26) : things(0, 25, query.page),
    );
    renderPage({ load, canEdit: true });
    await screen.findByTestId('thing-row-thing 1');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(load).toHaveBeenCalledWith({ filter: '', page: 1 }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ filter: '', page: 0 }));
  });

  it('deletes a row only after its confirmation', async () => {
    const onDelete = vi.fn();
    renderPage({ load: async () => things(1), canEdit: true, onDelete });
    fireEvent.click(await screen.findByTestId('thing-delete-thing 1'));
    expect(await screen.findByText('Delete thing 1?')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('thing-delete-confirm'));
    expect(onDelete).toHaveBeenCalledWith({ id: 1, name: 'thing 1' });
  });

  it('says when the list cannot be loaded', async () => {
    renderPage({ load: () => Promise.reject(new Error('offline')), canEdit: true });
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
  });
});

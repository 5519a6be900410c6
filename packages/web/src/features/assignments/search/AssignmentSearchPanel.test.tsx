import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocumentViewersProvider } from '../../../shared/documentViewer';
import { i18n } from '../../../shared/i18n';
import { assignmentFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { AssignmentSearchPanel } from './AssignmentSearchPanel';

const rows = Array.from({ length: 25 }, (_, index) =>
  assignmentFixture({ id: index + 1, slug: `PAUTA ${index + 1}`, programsIds: [3] }),
);

const searchesOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/assignments/filter?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('AssignmentSearchPanel', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname !== '/api/assignments/filter')
        return json({ code: 'route_not_found', message: 'x' }, 404);
      const page = Number(url.searchParams.get('page'));
      return json({ data: page === 0 ? rows : rows.slice(0, 5), page, size: 25, total: 30 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pages 25 at a time with the range of the total and a quick jumper', async () => {
    renderWithApp(<AssignmentSearchPanel />);
    const table = await screen.findByTestId('assignments-search-table');
    await waitFor(() =>
      expect(within(table).getAllByTestId('assignment-search-row')).toHaveLength(25),
    );
    expect(screen.getByText('1-25 of 30')).toBeTruthy();
    const panel = screen.getByTestId('assignments-search');
    expect(panel.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(panel.querySelector('.ant-pagination-options-size-changer')).toBeNull();
    expect(within(table).getAllByText('Jornal da Manhã').length).toBeGreaterThan(0);
    expect(searchesOf(fetchMock)[0]).toEqual({ page: '0', size: '25' });

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByText('26-30 of 30')).toBeTruthy());
    expect(searchesOf(fetchMock).at(-1)).toMatchObject({ page: '1' });
  });

  it('sends the dates, the text and the state, back on the first page', async () => {
    renderWithApp(<AssignmentSearchPanel />);
    await screen.findAllByTestId('assignment-search-row');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(searchesOf(fetchMock).at(-1)).toMatchObject({ page: '1' }));

    fireEvent.change(screen.getByTestId('assignments-search-from'), {
      target: { value: '2025-03-01' },
    });
    fireEvent.change(screen.getByTestId('assignments-search-to'), {
      target: { value: '2025-03-31' },
    });
    const text = within(screen.getByTestId('assignments-search-text')).getByRole('searchbox');
    fireEvent.change(text, { target: { value: ' enchente ' } });
    fireEvent.keyDown(text, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.mouseDown(
      within(screen.getByTestId('assignments-search-state')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle(i18n.t('assignment:states.COVERING')));
    await waitFor(() =>
      expect(searchesOf(fetchMock).at(-1)).toEqual({
        from: '2025-03-01',
        to: '2025-03-31',
        text: 'enchente',
        state: 'COVERING',
        page: '0',
        size: '25',
      }),
    );
  });

  it('opens a row in the side drawer viewer', async () => {
    renderWithApp(
      <DocumentViewersProvider
        viewers={{ assignment: (id) => <div data-testid="assignment-stub">assignment {id}</div> }}
      >
        <AssignmentSearchPanel />
      </DocumentViewersProvider>,
    );
    const [, second] = await screen.findAllByTestId('assignment-search-row');
    fireEvent.click(within(second!).getByText('PAUTA 2'));
    expect((await screen.findByTestId('assignment-stub')).textContent).toBe('assignment 2');
    expect(screen.getByTestId('document-viewer-drawer').getAttribute('data-origin')).toBe(
      'assignment',
    );
  });
});

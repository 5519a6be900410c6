import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Production } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { productionKeys } from '../api/productionsApi';
import { productionFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { ProductionViewer } from './ProductionViewer';

const production = productionFixture({
  id: 7,
  slug: 'ENCHENTE NO CENTRO',
  status: 'PRODUCING',
  schedule: '09:30:00',
  arrival: '13:00:00',
  typeId: 4,
  local: 'Praça da Sé',
  teamId: 5,
  producersIds: [1],
  resourcesIds: [6, 7],
  vehiclesIds: [9],
  information: 'Levar capas de chuva',
});

const spanOf = (key: string) =>
  screen.getByTestId(`production-field-${key}`).getAttribute('data-span');
const doneBox = (taskId: string) =>
  screen
    .getAllByTestId('production-task-done')
    .find((box) => box.getAttribute('data-task-id') === taskId) as HTMLInputElement;

describe('ProductionViewer', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'route_not_found', message: 'x' }, 404)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('splits each row of 24 units by its filled fields and hides empty ones', () => {
    renderWithApp(<ProductionViewer production={production} onEdit={() => undefined} />);
    // Row 1: date, schedule and arrival filled (no departure): 8 each.
    expect(spanOf('date')).toBe('8');
    expect(spanOf('schedule')).toBe('8');
    expect(spanOf('arrival')).toBe('8');
    expect(screen.queryByTestId('production-field-departure')).toBeNull();
    // Row 2: type, location, team: 8 each.
    expect(spanOf('type')).toBe('8');
    expect(screen.getByTestId('production-field-local').textContent).toContain('Praça da Sé');
    expect(screen.getByTestId('production-field-team').textContent).toContain('Equipe 1');
    // Row 3 (medias) is empty and left out; row 4: producers alone: 24; row 5: resources and vehicles: 12.
    expect(screen.queryByTestId('production-field-medias')).toBeNull();
    expect(spanOf('producers')).toBe('24');
    expect(screen.getByTestId('production-field-resources').textContent).toContain(
      'Link móvel, Drone',
    );
    expect(spanOf('resources')).toBe('12');
    expect(spanOf('vehicles')).toBe('12');
    expect(screen.getByTestId('production-information').textContent).toContain(
      'Levar capas de chuva',
    );
    expect(screen.getByTestId('production-edit')).toBeTruthy();
  });

  it('offers Edit only when the user may edit, and then the ticks are read-only', () => {
    renderWithApp(
      <ProductionViewer
        production={{ ...production, abilities: { canEdit: false, canDelete: false } }}
        onEdit={() => undefined}
      />,
    );
    expect(screen.queryByTestId('production-edit')).toBeNull();
    expect(doneBox('t2').disabled).toBe(true);
  });

  it('expands a task to its information', () => {
    renderWithApp(<ProductionViewer production={production} />);
    const table = screen.getByTestId('production-tasks');
    expect(table.textContent).not.toContain('Placa ABC');
    fireEvent.click(within(table).getByRole('button', { name: /expand/i }));
    expect(table.textContent).toContain('Placa ABC');
  });

  it('hides done tasks when the configuration says so, until asked', () => {
    renderWithApp(<ProductionViewer production={production} />, { hideDone: true });
    expect(
      screen.getAllByTestId('production-task').map((row) => row.getAttribute('data-task-id')),
    ).toEqual(['t2']);
    fireEvent.click(screen.getByTestId('production-show-done'));
    expect(
      screen.getAllByTestId('production-task').map((row) => row.getAttribute('data-task-id')),
    ).toEqual(['t1', 't2']);
  });

  it('ticks a task at once and rolls the tick back when the server refuses', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((done) => (release = done));
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (String(input) === '/api/productions/7' && (init?.method ?? 'GET') === 'GET')
        return json(production);
      if (String(input) === '/api/productions/7' && init?.method === 'PATCH') {
        await gate;
        return json({ code: 'internal', message: 'error:internal' }, 500);
      }
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { client } = renderWithApp(<ProductionViewer productionId={7} />);
    const dayKey = productionKeys.day({ date: '2025-03-10', onlyNotDone: false });
    client.setQueryData(dayKey, [production]);
    await waitFor(() => expect(doneBox('t2')).toBeTruthy());
    expect(doneBox('t2').checked).toBe(false);

    fireEvent.click(doneBox('t2'));
    await waitFor(() => expect(doneBox('t2').checked).toBe(true));
    expect(client.getQueryData<Production[]>(dayKey)?.[0]?.tasks[1]?.done).toBe(true);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ field: 'tasks.t2.done', value: true });

    release();
    await waitFor(() => expect(doneBox('t2').checked).toBe(false));
    expect(client.getQueryData<Production[]>(dayKey)?.[0]?.tasks[1]?.done).toBe(false);
    expect(await screen.findByTestId('notification-error')).toBeTruthy();
  });

  it('keeps the server answer when the tick succeeds', async () => {
    const ticked = {
      ...production,
      tasks: production.tasks.map((task) => ({ ...task, done: true })),
      version: 2,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) =>
        init?.method === 'PATCH'
          ? json(ticked)
          : String(input) === '/api/productions/7'
            ? json(production)
            : json({}, 404),
      ),
    );
    const { client } = renderWithApp(<ProductionViewer productionId={7} />);
    await waitFor(() => expect(doneBox('t2')).toBeTruthy());
    fireEvent.click(doneBox('t2'));
    await waitFor(() =>
      expect(client.getQueryData<Production>(productionKeys.document(7))?.version).toBe(2),
    );
    expect(doneBox('t2').checked).toBe(true);
  });
});

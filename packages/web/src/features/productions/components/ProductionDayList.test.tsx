import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Production, RealtimeEvent } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { useProductionEvents } from '../hooks/useProductionEvents';
import { productionEvent, productionFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { ProductionDayList } from './ProductionDayList';

const topicHandlers = vi.hoisted(
  () => [] as { topic: string; handler: (e: RealtimeEvent) => void }[],
);
vi.mock('../../../shared/realtime', () => ({
  useTopic: (topic: string, handler: (e: RealtimeEvent) => void) => {
    topicHandlers.push({ topic, handler });
  },
}));

/** Pushes an event to the latest handler registered for its topic. */
function push(event: RealtimeEvent) {
  const handler = topicHandlers.filter((h) => h.topic === event.topic).at(-1)?.handler;
  act(() => handler?.(event));
}

/** The cards once the list has caught up (the query cache notifies asynchronously). */
const expectCards = (ids: string[]) => waitFor(() => expect(cards()).toEqual(ids));

function Harness() {
  useProductionEvents();
  const [onlyNotDone, setOnlyNotDone] = useState(true);
  return (
    <ProductionDayList
      date="2025-03-10"
      today="2025-03-10"
      onDateChange={() => undefined}
      onlyNotDone={onlyNotDone}
      onOnlyNotDoneChange={setOnlyNotDone}
      lookups={{
        teams: [{ id: 5, name: 'Equipe 1', memberIds: [], membersNicknames: [], version: 1 }],
        types: [],
      }}
      selectedId={null}
      onSelect={() => undefined}
    />
  );
}

const open = productionFixture({
  id: 1,
  slug: 'ENCHENTE',
  status: 'PRODUCING',
  schedule: '09:30:00',
  teamId: 5,
});
const other = productionFixture({ id: 2, slug: 'FEIRA', status: 'NEW', tasks: [] });
const cards = () =>
  screen.queryAllByTestId('production-card').map((card) => card.getAttribute('data-id'));

describe('ProductionDayList', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    topicHandlers.length = 0;
    fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/productions?')) {
        const onlyNotDone = new URL(url, 'http://x').searchParams.get('onlyNotDone') === 'true';
        const all: Production[] = [
          open,
          other,
          productionFixture({ id: 3, slug: 'JOGO', status: 'DONE' }),
        ];
        return json(onlyNotDone ? all.filter((p) => p.status !== 'DONE') : all);
      }
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows slug, status, times, team and task progress', async () => {
    renderWithApp(<Harness />);
    await waitFor(() => expect(cards()).toEqual(['1', '2']));
    const card = screen.getAllByTestId('production-card')[0];
    expect(card?.getAttribute('data-status')).toBe('PRODUCING');
    expect(card?.textContent).toContain('ENCHENTE');
    expect(card?.textContent).toContain('Schedule 09:30');
    expect(card?.textContent).toContain('Equipe 1');
    expect(screen.getAllByTestId('production-card-progress')[0]?.textContent).toBe('Tasks 1/2');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/productions?date=2025-03-10&onlyNotDone=true');
  });

  it('drops a checklist done elsewhere while only-not-done is on, and takes one that starts to match', async () => {
    renderWithApp(<Harness />);
    await waitFor(() => expect(cards()).toEqual(['1', '2']));
    push(productionEvent('PATCH', { ...open, status: 'DONE', version: 2 }));
    await expectCards(['2']);
    // Moved away to another day: leaves.
    push(productionEvent('UPDATE', { ...other, date: '2025-03-11', version: 2 }));
    await expectCards([]);
    // Reopened: joins again.
    push(productionEvent('PATCH', { ...open, status: 'PRODUCING', version: 3 }));
    await expectCards(['1']);
    // A new production of another day does not join; one of this day does, first.
    push(productionEvent('CREATE', productionFixture({ id: 4, date: '2025-03-12' })));
    push(productionEvent('CREATE', productionFixture({ id: 5, slug: 'NOVO' })));
    await expectCards(['5', '1']);
    push(productionEvent('DELETE', open));
    await expectCards(['5']);
  });

  it('reloads with the done checklists when only-not-done is turned off, and keeps done ones then', async () => {
    renderWithApp(<Harness />);
    await waitFor(() => expect(cards()).toEqual(['1', '2']));
    fireEvent.click(screen.getByTestId('productions-only-not-done'));
    await waitFor(() => expect(cards()).toEqual(['1', '2', '3']));
    push(productionEvent('PATCH', { ...open, status: 'DONE', version: 2 }));
    await expectCards(['1', '2', '3']);
    await waitFor(() =>
      expect(screen.getAllByTestId('production-card')[0]?.getAttribute('data-status')).toBe('DONE'),
    );
  });
});

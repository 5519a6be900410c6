import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ProgramSummary, RealtimeEvent } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { MyProgramsCard } from './MyProgramsCard';
import { stubFetchEachTest } from '../../../test/stubFetch';

const topicHandlers = vi.hoisted(
  () => [] as { topic: string; handler: (e: RealtimeEvent) => void }[],
);
vi.mock('../../../shared/realtime', () => ({
  useTopic: (topic: string, handler: (e: RealtimeEvent) => void) => {
    topicHandlers.push({ topic, handler });
  },
}));

const MORNING: ProgramSummary = {
  id: 1,
  name: 'Jornal da Manhã',
  start: '06:00:00',
  end: '08:00:00',
  enabled: true,
  legacyMode: false,
  isRestricted: false,
};
const SPORTS: ProgramSummary = {
  id: 3,
  name: 'Esporte Total',
  start: '18:30:00',
  end: '19:00:00',
  enabled: true,
  legacyMode: true,
  isRestricted: true,
};

function answer(programs: ProgramSummary[]): Response {
  return new Response(JSON.stringify(programs), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MyProgramsCard />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const items = () => screen.queryAllByTestId('my-program');

describe('MyProgramsCard', () => {
  const fetchMock = stubFetchEachTest();
  beforeEach(() => {
    topicHandlers.length = 0;
  });

  it('lists the accessible programs with their schedule and a restricted marker', async () => {
    fetchMock.mockResolvedValue(answer([MORNING, SPORTS]));
    renderCard();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/programs/accessible');
    expect(screen.getByTestId('my-programs')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your programs'),
    );
    const [morning, sports] = items();
    expect(morning!.getAttribute('data-program-name')).toBe('Jornal da Manhã');
    expect(morning!.textContent).toContain('06:00–08:00');
    expect(within(morning!).queryByTestId('my-program-restricted')).toBeNull();
    expect(sports!.getAttribute('data-program-name')).toBe('Esporte Total');
    expect(sports!.textContent).toContain('18:30–19:00');
    expect(within(sports!).getByTestId('my-program-restricted').textContent).toBe('Restricted');
  });

  it('reloads when anything is published on the programs topic', async () => {
    fetchMock.mockResolvedValueOnce(answer([MORNING]));
    renderCard();
    await waitFor(() => expect(items()).toHaveLength(1));
    fetchMock.mockResolvedValueOnce(answer([MORNING, SPORTS]));
    const programs = topicHandlers.filter((h) => h.topic === 'programs');
    expect(programs.length).toBeGreaterThan(0);
    act(() =>
      programs.at(-1)!.handler({
        seq: 9,
        topic: 'programs',
        action: 'UPDATE',
        entity: 'program_access',
        id: null,
        data: null,
        version: null,
        originSession: null,
      }),
    );
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('says so when no program is open to the user', async () => {
    fetchMock.mockResolvedValue(answer([]));
    renderCard();
    await waitFor(() =>
      expect(screen.getByTestId('my-programs').textContent).toContain(
        'No program is available to you.',
      ),
    );
    expect(items()).toHaveLength(0);
  });
});

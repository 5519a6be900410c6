import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { DeviceStatus, RealtimeEvent } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { pushToAll, topicHandlers, type LooseEvent } from '../../../test/fakeRealtime';
import { DeviceStatusBadge, useDeviceStatuses, withStatusEvent } from '.';
import { stubFetchEachTest } from '../../../test/stubFetch';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const PLAYOUT: DeviceStatus = {
  deviceId: 1,
  primary: 'connected',
  secondary: 'disconnected',
  machineInfo: {
    manufacturer: 'SOFIE',
    model: 'Playout',
    hwRev: '1',
    swRev: '4.1',
    serialNumber: 'x',
    mosRevision: '2.8.5',
  },
  lastSeenAt: '2026-03-10T12:00:00.000Z',
};
const PROMPTER: DeviceStatus = {
  deviceId: 2,
  primary: 'disconnected',
  secondary: 'disabled',
  machineInfo: null,
  lastSeenAt: null,
};

function event(
  partial: Omit<LooseEvent, 'topic'> & { topic?: LooseEvent['topic'] },
): RealtimeEvent {
  return {
    seq: 1,
    topic: 'devices',
    action: 'UPDATE',
    entity: 'device_status',
    id: 2,
    data: {},
    version: null,
    originSession: null,
    ...partial,
  } as RealtimeEvent;
}

/** A device list as the devices admin would draw it: one badge per device id. */
function DeviceList({ ids }: { ids: number[] }) {
  const statuses = useDeviceStatuses();
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} data-testid={`device-${id}`}>
          <DeviceStatusBadge status={statuses.get(id)} />
        </li>
      ))}
    </ul>
  );
}

const stateOf = (id: number) =>
  screen.getByTestId(`device-${id}`).querySelector('[data-testid="device-status"]')!;

describe('device status', { timeout: 20_000 }, () => {
  const fetchMock = stubFetchEachTest();

  beforeEach(() => {
    topicHandlers.length = 0;
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([PLAYOUT, PROMPTER]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it('loads every status, shows each and follows the pushes of the devices topic', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <DeviceList ids={[1, 2, 3]} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(stateOf(1).getAttribute('data-state')).toBe('connected'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/devices/status');
    expect(stateOf(1).textContent).toBe('Connected');
    expect(stateOf(1).getAttribute('data-secondary')).toBe('disconnected');
    expect(stateOf(2).getAttribute('data-state')).toBe('disconnected');
    expect(stateOf(2).textContent).toBe('Disconnected');
    // No status known: shown as disabled.
    expect(stateOf(3).getAttribute('data-state')).toBe('disabled');

    pushToAll(event({ data: { ...PROMPTER, primary: 'connecting' } }));
    await waitFor(() => expect(stateOf(2).getAttribute('data-state')).toBe('connecting'));
    expect(stateOf(1).getAttribute('data-state')).toBe('connected');
  });

  it('applies status pushes, drops deleted devices and ignores other events', () => {
    const list = [PLAYOUT, PROMPTER];
    const up = withStatusEvent(list, event({ data: { ...PROMPTER, primary: 'connected' } }));
    expect(up.map((s) => s.primary)).toEqual(['connected', 'connected']);
    const added = withStatusEvent(list, event({ data: { ...PROMPTER, deviceId: 5 } }));
    expect(added.map((s) => s.deviceId)).toEqual([1, 2, 5]);
    expect(
      withStatusEvent(list, event({ entity: 'device', action: 'DELETE', id: 1 })).map(
        (s) => s.deviceId,
      ),
    ).toEqual([2]);
    expect(withStatusEvent(list, event({ entity: 'device', data: { id: 2 } }))).toBe(list);
    expect(withStatusEvent(list, event({ data: { deviceId: 'x' } }))).toBe(list);
    expect(withStatusEvent(list, event({ topic: 'rundowns' }))).toBe(list);
  });
});

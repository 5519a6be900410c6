import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type {
  DeviceStatus,
  MosActionResult,
  RealtimeEvent,
  RundownMosState,
} from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { json } from '../../../test/renderWithProviders';
import { MosControls } from './MosControls';
import { stubFetchPerTest } from '../../../test/fetchMock';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/notifications', async (original) => ({
  ...(await original<typeof import('../../../shared/notifications')>()),
  notify,
}));

const RUNDOWN_ID = 7;

function mosState(partial: Partial<RundownMosState> = {}): RundownMosState {
  return {
    rundownId: RUNDOWN_ID,
    mosEnabled: true,
    busy: false,
    devices: [
      {
        deviceId: 1,
        name: 'Playout Estúdio A',
        check: 'EXIST',
        lastAckAt: '2026-03-10T12:00:00.000Z',
        error: null,
      },
      { deviceId: 2, name: 'Prompter', check: 'CANT_CREATE', lastAckAt: null, error: null },
    ],
    ...partial,
  };
}

const connected: DeviceStatus = {
  deviceId: 1,
  primary: 'connected',
  secondary: 'disabled',
  machineInfo: null,
  lastSeenAt: null,
};

/** Delivers a pushed event to every handler of `topic` (the last registration of each counts). */
function push(topic: RealtimeEvent['topic'], event: Partial<RealtimeEvent>) {
  pushToAll({ entity: 'rundown_mos', id: RUNDOWN_ID, data: {}, ...event, topic });
}

function renderControls(props: { mosEnabled?: boolean; canEdit?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MosControls
          rundownId={RUNDOWN_ID}
          mosEnabled={props.mosEnabled ?? false}
          canEdit={props.canEdit ?? true}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const isLoading = (testId: string) => button(testId).classList.contains('ant-btn-loading');

describe('MosControls', { timeout: 20_000 }, () => {
  const fetchMock = stubFetchPerTest();
  let state: RundownMosState;
  let actionAnswer: () => Promise<Response>;

  beforeEach(() => {
    topicHandlers.length = 0;
    notify.mockReset();
    state = mosState({ mosEnabled: false, devices: [] });
    actionAnswer = async () => json({ devices: [], unreachable: [] } satisfies MosActionResult);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/rundowns/${RUNDOWN_ID}/mos`) return json(state);
      if (url.pathname === '/api/devices/status') return json([connected]);
      if (url.pathname.startsWith(`/api/rundowns/${RUNDOWN_ID}/mos/`) && init?.method === 'POST')
        return actionAnswer();
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  const postedUrls = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input]) => String(input));

  it('enables MOS with one toggle; ready and replace wait until MOS is on', async () => {
    renderControls();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        `/api/rundowns/${RUNDOWN_ID}/mos`,
      ),
    );
    expect(button('rundown-mos-toggle').textContent).toContain('Enable MOS');
    expect(button('rundown-mos-ready').disabled).toBe(true);
    expect(button('rundown-mos-replace').disabled).toBe(true);

    actionAnswer = async () => json({ devices: ['Playout Estúdio A'], unreachable: [] });
    fireEvent.click(button('rundown-mos-toggle'));
    await waitFor(() => expect(postedUrls()).toEqual([`/api/rundowns/${RUNDOWN_ID}/mos/enable`]));

    state = mosState();
    push('rundowns', { data: mosState() });
    await waitFor(() => expect(button('rundown-mos-toggle').textContent).toContain('Disable MOS'));
    expect(button('rundown-mos-toggle').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(button('rundown-mos-ready').disabled).toBe(false));

    fireEvent.click(button('rundown-mos-ready'));
    await waitFor(() => expect(postedUrls()).toContain(`/api/rundowns/${RUNDOWN_ID}/mos/ready`));
    await waitFor(() => expect(button('rundown-mos-replace').disabled).toBe(false));
    fireEvent.click(button('rundown-mos-replace'));
    await waitFor(() => expect(postedUrls()).toContain(`/api/rundowns/${RUNDOWN_ID}/mos/replace`));
    await waitFor(() => expect(button('rundown-mos-toggle').disabled).toBe(false));
    fireEvent.click(button('rundown-mos-toggle'));
    await waitFor(() => expect(postedUrls()).toContain(`/api/rundowns/${RUNDOWN_ID}/mos/disable`));
  });

  it('shows busy while its call runs and while the server says an action runs', async () => {
    state = mosState();
    let answer: (response: Response) => void = () => undefined;
    actionAnswer = () => new Promise((resolve) => (answer = resolve));
    renderControls({ mosEnabled: true });
    await waitFor(() => expect(button('rundown-mos-replace').disabled).toBe(false));

    fireEvent.click(button('rundown-mos-replace'));
    await waitFor(() => expect(isLoading('rundown-mos-replace')).toBe(true));
    expect(isLoading('rundown-mos-ready')).toBe(false);
    expect(button('rundown-mos-ready').disabled).toBe(true);
    expect(screen.getByTestId('rundown-mos').getAttribute('data-busy')).toBe('true');

    await act(async () => answer(json({ devices: ['Playout Estúdio A'], unreachable: [] })));
    await waitFor(() => expect(isLoading('rundown-mos-replace')).toBe(false));
    expect(button('rundown-mos-ready').disabled).toBe(false);

    // Another browser runs an action: every button is busy until the server says it is over.
    push('rundowns', { data: mosState({ busy: true }) });
    await waitFor(() => expect(isLoading('rundown-mos-ready')).toBe(true));
    expect(isLoading('rundown-mos-toggle')).toBe(true);
    expect(isLoading('rundown-mos-replace')).toBe(true);
    push('rundowns', { data: mosState({ busy: false }) });
    await waitFor(() => expect(isLoading('rundown-mos-ready')).toBe(false));
    expect(screen.getByTestId('rundown-mos').getAttribute('data-busy')).toBe('false');
  });

  it('says success with the count and names, info when no device took part', async () => {
    state = mosState();
    actionAnswer = async () =>
      json({ devices: ['Playout Estúdio A', 'Prompter'], unreachable: [] });
    renderControls({ mosEnabled: true });
    await waitFor(() => expect(button('rundown-mos-ready').disabled).toBe(false));
    fireEvent.click(button('rundown-mos-ready'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'success',
        title: 'Ready notified to devices: 2',
        description: 'Playout Estúdio A, Prompter',
      }),
    );

    notify.mockReset();
    actionAnswer = async () => json({ devices: [], unreachable: [] });
    await waitFor(() => expect(button('rundown-mos-replace').disabled).toBe(false));
    fireEvent.click(button('rundown-mos-replace'));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith({
      kind: 'info',
      title: 'No MOS device took part: the program has none.',
    });
  });

  it('warns naming the unreachable devices, and warns (not errs) when the call fails', async () => {
    state = mosState();
    actionAnswer = async () =>
      json({ devices: ['Playout Estúdio A'], unreachable: ['Prompter', 'GC Estúdio'] });
    renderControls({ mosEnabled: true });
    await waitFor(() => expect(button('rundown-mos-replace').disabled).toBe(false));
    fireEvent.click(button('rundown-mos-replace'));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Rundown replaced on devices: 1',
      description: 'Playout Estúdio A',
    });
    const warning = notify.mock.calls.map(([options]) => options).find((o) => o.kind === 'warning');
    expect(warning.description).toBe('Prompter, GC Estúdio');
    // `device:unreachable` when the devices namespace has it, else the same text of our own.
    expect(warning.title).toBe(
      i18n.exists('device:unreachable')
        ? i18n.t('device:unreachable')
        : 'MOS device unreachable or plugin disconnected.',
    );

    notify.mockReset();
    actionAnswer = async () => json({ code: 'internal', message: 'boom' }, 500);
    await waitFor(() => expect(button('rundown-mos-ready').disabled).toBe(false));
    fireEvent.click(button('rundown-mos-ready'));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify.mock.calls[0]![0].kind).toBe('warning');
  });

  it('disables every action without the right to edit', async () => {
    state = mosState();
    renderControls({ mosEnabled: true, canEdit: false });
    await waitFor(() => expect(screen.queryAllByTestId('mos-device')).toHaveLength(2));
    for (const id of ['rundown-mos-toggle', 'rundown-mos-ready', 'rundown-mos-replace'])
      expect(button(id).disabled).toBe(true);
  });

  it("shows each device's check state and connection, live", async () => {
    state = mosState();
    renderControls({ mosEnabled: true });
    await waitFor(() => expect(screen.queryAllByTestId('mos-device')).toHaveLength(2));
    const [playout, prompter] = screen.getAllByTestId('mos-device');
    expect(playout!.getAttribute('data-check')).toBe('EXIST');
    expect(playout!.textContent).toContain('Playout Estúdio A');
    expect(prompter!.getAttribute('data-check')).toBe('CANT_CREATE');
    await waitFor(() => expect(playout!.getAttribute('data-connection')).toBe('connected'));
    expect(prompter!.getAttribute('data-connection')).toBe('unknown');

    // Pushes of other rundowns and of the rundown document itself leave the indicator alone.
    push('rundowns', { id: 99, data: mosState({ rundownId: 99, devices: [] }) });
    push('rundowns', { entity: 'rundown', data: { id: RUNDOWN_ID } });
    expect(screen.getAllByTestId('mos-device')).toHaveLength(2);

    push('rundowns', {
      data: mosState({
        devices: [
          {
            deviceId: 2,
            name: 'Prompter',
            check: 'CAN_CREATE',
            lastAckAt: null,
            error: 'device:unreachable',
          },
        ],
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('mos-device')).toHaveLength(1));
    const device = screen.getByTestId('mos-device');
    expect(device.getAttribute('data-check')).toBe('CAN_CREATE');
    expect(device.getAttribute('data-error')).toBe('device:unreachable');
    expect(within(device).getByText(/Prompter/)).toBeTruthy();

    push('devices', {
      entity: 'device_status',
      id: 2,
      data: { ...connected, deviceId: 2, primary: 'disconnected' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('mos-device').getAttribute('data-connection')).toBe('disconnected'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { DeviceSummary, Program } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { FeedbackProvider } from '../../../shared/notifications';
import { ProgramFormModal } from './ProgramFormModal';
import { stubFetchPerTest } from '../../../test/fetchMock';

const USERS = [
  { id: 1, name: 'Roberto Alves', nickname: 'locutor' },
  { id: 2, name: 'Carlos Mendes', nickname: 'apresentador' },
  { id: 3, name: 'Marina Costa', nickname: 'editor' },
];

const PROGRAM: Program = {
  id: 7,
  name: 'Jornal do Meio-Dia',
  start: '12:00:00',
  end: '13:00:00',
  enabled: true,
  legacyMode: false,
  announcerIds: [1],
  presenterIds: [2, 3],
  imageEditorIds: [],
  defaultAnnouncerId: 1,
  defaultPresenterId: 3,
  groupIds: [],
  cgDeviceId: null,
  playoutDeviceId: null,
  version: 2,
};

function device(id: number, name: string, type: DeviceSummary['type']): DeviceSummary {
  return { id, name, type, vendor: 'OTHER', protocol: 'MOS', plugin: 'NONE', enabled: true };
}

function renderForm(program: Program | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['users', 'all'], USERS);
  queryClient.setQueryData(['groups', 'all'], [{ id: 5, name: 'Esportes' }]);
  queryClient.setQueryData(['devices', 'picker', 'cgs'], [device(11, 'GC Estúdio', 'CG')]);
  queryClient.setQueryData(
    ['devices', 'picker', 'playouts'],
    [device(12, 'Playout Estúdio A', 'PLAYOUT'), device(13, 'Prompter', 'TP')],
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider>
          <ProgramFormModal program={program} canEdit onClose={() => undefined} />
        </FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The text shown as the chosen value of a single select. */
function shownValue(testId: string): string {
  return screen.getByTestId(testId).querySelector('.ant-select-content')?.textContent ?? '';
}

/** Removes a chosen person from a multiple select by the tag's close icon. */
function removeChosen(testId: string, label: string) {
  const tag = [...screen.getByTestId(testId).querySelectorAll('.ant-select-selection-item')].find(
    (item) => item.getAttribute('title') === label,
  );
  const remove = tag?.querySelector('.ant-select-selection-item-remove');
  if (!remove) throw new Error(`${label} is not chosen in ${testId}`);
  fireEvent.click(remove);
}

describe('ProgramFormModal', () => {
  const fetchMock = stubFetchPerTest();

  it('offers as default presenter only the chosen presenters, and clears it when that presenter is removed', async () => {
    renderForm(PROGRAM);
    await waitFor(() =>
      expect(shownValue('program-form-default-presenter')).toBe('Marina Costa (editor)'),
    );
    removeChosen('program-form-presenters', 'Marina Costa (editor)');
    await waitFor(() => expect(shownValue('program-form-default-presenter')).toBe(''));
    expect(shownValue('program-form-default-announcer')).toBe('Roberto Alves (locutor)');
  });

  it('keeps the default presenter disabled until presenters are chosen, and shows everyone when no group is chosen', async () => {
    renderForm(null);
    expect(screen.getByTestId('program-form-default-presenter').className).toContain(
      'ant-select-disabled',
    );
    expect(screen.getByTestId('program-form').textContent).toContain(
      'Choose the presenters first.',
    );
    expect(screen.getByTestId('program-form').textContent).toContain(
      'No group chosen: the program is open to everyone.',
    );
    expect(screen.getByTestId('program-form').textContent).toContain(
      'Only enabled devices are offered.',
    );
    // Nothing chosen: the pickers show their placeholder.
    expect(shownValue('program-form-cg')).toBe('None');
    expect(shownValue('program-form-playout')).toBe('None');
  });

  it('sends the program with seconds and the default among the presenters', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ...PROGRAM, version: 3 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderForm({ ...PROGRAM, cgDeviceId: 11, playoutDeviceId: 13 });
    await waitFor(() =>
      expect(shownValue('program-form-default-presenter')).toBe('Marina Costa (editor)'),
    );
    expect(shownValue('program-form-cg')).toBe('GC Estúdio');
    expect(shownValue('program-form-playout')).toBe('Prompter');
    fireEvent.change(screen.getByTestId('program-form-end'), { target: { value: '1330' } });
    fireEvent.click(screen.getByTestId('program-form-save'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/programs/7');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      end: '13:30:00',
      start: '12:00:00',
      presenterIds: [2, 3],
      defaultPresenterId: 3,
      cgDeviceId: 11,
      playoutDeviceId: 13,
      version: 2,
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MediaCentrePage } from '../pages/MediaCentrePage';
import { ENCHENTE, json, MAM_DEVICES, SONORA } from '../mediaTestkit';
import { firstSent, queriesTo } from '../../../test/fetchCalls';
import { MediaSearch } from './MediaSearch';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { entityEvent, pushToLatest } from '../../../test/fakeRealtime';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = stubFetchEachTest();
const searches = () => queriesTo(fetchMock, '/api/media/search');

function answer(devices: unknown = MAM_DEVICES) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/media/devices') return json(devices);
    if (url.pathname === '/api/media/searchable_fields')
      return json(url.searchParams.get('deviceId') === '4' ? ACERVO_FIELDS : []);
    if (url.pathname === '/api/media/sync') {
      const { deviceId } = JSON.parse(String(init?.body)) as { deviceId: number };
      return deviceId === 4
        ? json({ device: 'Acervo' })
        : json(
            {
              code: 'rule_violation',
              message: 'media:syncFailed',
              details: { device: 'Acervo MOS' },
            },
            422,
          );
    }
    if (url.pathname === '/api/media/objects') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      if (body.deviceId === 7)
        return json(
          {
            code: 'rule_violation',
            message: 'media:unsupported',
            details: { device: 'Acervo MOS' },
          },
          422,
        );
      return init?.method === 'POST'
        ? json({ ...SONORA, objectId: 'ACV-0100', slug: body.slug }, 201)
        : json({ ...ENCHENTE, ...body });
    }
    if (url.pathname === '/api/media/search') {
      if (url.searchParams.get('deviceId') === '7')
        return json(
          {
            code: 'rule_violation',
            message: 'media:mosSearchUnavailable',
            details: { device: 'Acervo MOS' },
          },
          422,
        );
      if (url.searchParams.get('q') === 'desligado')
        return json(
          { code: 'rule_violation', message: 'device:unreachable', details: { device: 'Acervo' } },
          422,
        );
      const page = Number(url.searchParams.get('page'));
      return json({ data: page === 0 ? [ENCHENTE, SONORA] : [SONORA], page, size: 25, total: 27 });
    }
    return json({ code: 'not_found', message: 'x' }, 404);
  });
}

/** The result rows, waiting longer than usual: the first render of antd's table is slow. */
/** Types the words in the search box and presses Enter. */
function searchFor(words: string) {
  const box = within(screen.getByTestId('media-search-input')).getByRole('searchbox');
  fireEvent.change(box, { target: { value: words } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** The fields the WS asset manager searches by. */
const ACERVO_FIELDS = [
  { name: 'reporter', label: 'Repórter' },
  { name: 'channel', label: 'channel' },
];

/** The device select: opens it and picks the device by name. */
async function chooseDevice(name: string) {
  fireEvent.mouseDown(within(screen.getByTestId('media-device')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(name));
}

const findItems = () => screen.findAllByTestId('media-item', {}, { timeout: 8_000 });

const render = (ui = <MediaSearch />, media: 'read' | 'write' | 'none' = 'read') =>
  renderWithProviders(ui, {
    user: { nickname: 'editor', abilities: { media, story: 'write' } },
    companyData: companyDataBundle(),
  });

describe('MediaSearch', { timeout: 20_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('lists the first device media with thumbnail, duration and abstract', async () => {
    answer();
    render();
    const items = await findItems();
    expect(items.map((item) => item.getAttribute('data-object-id'))).toEqual([
      'ACV-0001',
      'ACV-0002',
    ]);
    const first = items[0]!;
    expect(within(first).getByTestId('media-item-slug').textContent).toBe('VT ENCHENTE CENTRO');
    expect(within(first).getByTestId('media-item-duration').textContent).toBe('01:35');
    expect(within(first).getByTestId('media-item-abstract').textContent).toContain(
      'Enchente alaga ruas',
    );
    const image = within(first).getByRole('img', { name: 'VT ENCHENTE CENTRO' });
    expect(image.getAttribute('src')).toBe('/api/media/thumbnail?deviceId=4&objectId=ACV-0001');
    expect(searches()).toEqual([{ deviceId: '4', q: '', page: '0', size: '25' }]);
    expect(screen.getByTestId('media-results').getAttribute('data-total')).toBe('27');
  });

  it('shows the kind icon when the thumbnail cannot be loaded', async () => {
    answer();
    render();
    const [first] = await findItems();
    fireEvent.error(within(first!).getByRole('img', { name: 'VT ENCHENTE CENTRO' }));
    expect(within(first!).getByTestId('media-thumbnail-icon')).toBeTruthy();
  });

  it('passes the words and the page to the server', async () => {
    answer();
    render();
    await findItems();
    searchFor('  sonora prefeito ');
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({
        deviceId: '4',
        q: 'sonora prefeito',
        page: '0',
        size: '25',
      }),
    );
    fireEvent.click(await screen.findByTitle('2'));
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({
        deviceId: '4',
        q: 'sonora prefeito',
        page: '1',
        size: '25',
      }),
    );
  });

  it('searches the device again when the objects it announced change, not for another device', async () => {
    answer();
    render();
    await findItems();
    const devicesAsked = () => queriesTo(fetchMock, '/api/media/devices').length;
    const before = { searches: searches().length, devices: devicesAsked() };
    pushToLatest(entityEvent('media', 'mos_objects', 'UPDATE', { deviceId: 99 }));
    pushToLatest(entityEvent('media', 'mos_objects', 'UPDATE', { deviceId: 4 }));
    await waitFor(() => expect(searches().length).toBe(before.searches + 1));
    expect(devicesAsked()).toBe(before.devices + 2);
    expect(searches().at(-1)).toMatchObject({ deviceId: '4' });
  });

  it('names the device that did not answer', async () => {
    answer();
    render();
    await findItems();
    searchFor('desligado');
    const alert = await screen.findByTestId('media-search-error');
    expect(alert.getAttribute('data-key')).toBe('media:errors.unreachable');
    expect(alert.textContent).toContain('The asset manager Acervo did not answer');
    expect(screen.queryAllByTestId('media-item')).toHaveLength(0);
  });

  it('says so when no asset manager is enabled', async () => {
    answer([]);
    render();
    expect((await screen.findByTestId('media-no-devices')).textContent).toContain(
      'No asset manager is enabled.',
    );
    expect(searches()).toEqual([]);
  });

  it('hands the picked media to onPick', async () => {
    answer();
    const onPick = vi.fn();
    render(<MediaSearch onPick={onPick} />);
    const [, second] = await findItems();
    fireEvent.click(within(second!).getByTestId('media-pick'));
    expect(onPick).toHaveBeenCalledWith(SONORA);
  });

  it('the media centre page refuses a user without the media read role', async () => {
    answer();
    render(<MediaCentrePage />, 'none');
    expect(await screen.findByTestId('media-forbidden')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers the device's fields and sends the words typed in them as params", async () => {
    answer();
    render();
    await findItems();
    const boxes = await screen.findAllByTestId('media-field');
    expect(boxes.map((box) => box.getAttribute('placeholder'))).toEqual(['Repórter', 'channel']);
    fireEvent.change(screen.getByLabelText('Repórter'), { target: { value: ' Ana ' } });
    searchFor('enchente');
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({
        deviceId: '4',
        q: 'enchente',
        params: JSON.stringify({ reporter: 'Ana' }),
        page: '0',
        size: '25',
      }),
    );
  });

  it('shows no field boxes for a device without fields', async () => {
    answer();
    render();
    await findItems();
    await screen.findAllByTestId('media-field');
    await chooseDevice('Acervo MOS');
    await waitFor(() => expect(screen.queryAllByTestId('media-field')).toHaveLength(0));
  });

  it('offers no sync, new or edit to a reader', async () => {
    answer();
    render();
    await findItems();
    expect(screen.queryByTestId('media-sync')).toBeNull();
    expect(screen.queryByTestId('media-new')).toBeNull();
    expect(screen.queryByTestId('media-edit')).toBeNull();
  });

  it('asks the device to sync and says so, or says why it refused', async () => {
    answer();
    render(<MediaCentrePage />, 'write');
    await findItems();
    fireEvent.click(screen.getByTestId('media-sync'));
    expect(await screen.findByText('Acervo was asked to sync.')).toBeTruthy();
    expect(await firstSent(fetchMock, 'POST')).toMatchObject({ body: { deviceId: 4 } });
    await chooseDevice('Acervo MOS');
    fireEvent.click(screen.getByTestId('media-sync'));
    expect(
      await screen.findByText(
        'The asset manager Acervo MOS refused the sync or is already syncing.',
      ),
    ).toBeTruthy();
  });

  it('creates a placeholder with slug, kind, planned length and abstract', async () => {
    answer();
    render(<MediaCentrePage />, 'write');
    await findItems();
    fireEvent.click(screen.getByTestId('media-new'));
    const form = await screen.findByTestId('media-object-form');
    fireEvent.change(within(form).getByTestId('media-object-slug'), {
      target: { value: ' VT CHUVA ' },
    });
    fireEvent.change(within(form).getByTestId('media-object-duration'), {
      target: { value: '0130' },
    });
    fireEvent.change(within(form).getByTestId('media-object-abstract'), {
      target: { value: 'Chuva no centro' },
    });
    fireEvent.click(screen.getByTestId('media-object-save'));
    expect(await firstSent(fetchMock, 'POST')).toMatchObject({
      body: {
        deviceId: 4,
        slug: 'VT CHUVA',
        type: 'VIDEO',
        durationMs: 90_000,
        abstractText: 'Chuva no centro',
      },
    });
    expect(await screen.findByText('Media VT CHUVA saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('media-object-form')).toBeNull());
  });

  it('sends only the changed fields of an edited media', async () => {
    answer();
    render(<MediaCentrePage />, 'write');
    const [first] = await findItems();
    fireEvent.click(within(first!).getByTestId('media-edit'));
    const form = await screen.findByTestId('media-object-form');
    const slug = within(form).getByTestId('media-object-slug') as HTMLInputElement;
    expect(slug.value).toBe('VT ENCHENTE CENTRO');
    expect((within(form).getByTestId('media-object-duration') as HTMLInputElement).value).toBe(
      '01:35',
    );
    fireEvent.change(slug, { target: { value: 'VT ENCHENTE' } });
    fireEvent.click(screen.getByTestId('media-object-save'));
    expect(await firstSent(fetchMock, 'PUT')).toEqual({
      url: '/api/media/objects',
      body: { deviceId: 4, objectId: 'ACV-0001', slug: 'VT ENCHENTE' },
    });
  });

  it('keeps the form open with the refusal of a MOS asset manager', async () => {
    answer();
    render(<MediaCentrePage />, 'write');
    await findItems();
    await chooseDevice('Acervo MOS');
    fireEvent.click(screen.getByTestId('media-new'));
    const form = await screen.findByTestId('media-object-form');
    fireEvent.change(within(form).getByTestId('media-object-slug'), {
      target: { value: 'VT CHUVA' },
    });
    fireEvent.click(screen.getByTestId('media-object-save'));
    const alert = await screen.findByTestId('media-object-error');
    expect(alert.getAttribute('data-key')).toBe('media:errors.unsupported');
    expect(alert.textContent).toContain('The asset manager Acervo MOS does not offer this call.');
    expect(screen.getByTestId('media-object-form')).toBeTruthy();
  });
});

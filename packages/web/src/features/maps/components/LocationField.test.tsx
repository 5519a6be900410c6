import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GeoPlace } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { json } from '../../../test/renderWithProviders';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { LocationField } from './LocationField';

const paulista = { label: 'Avenida Paulista, São Paulo', latitude: -23.5614, longitude: -46.6559 };

function Harness({ onPick }: { onPick: (place: GeoPlace) => void }) {
  const [text, setText] = useState('');
  return (
    <LocationField
      value={text}
      onChange={setText}
      onPick={(place) => {
        setText(place.label);
        onPick(place);
      }}
      maxLength={400}
      testId="local"
    />
  );
}

const asked = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([input]) => decodeURIComponent(String(input)));

describe('LocationField', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock = vi.fn<typeof fetch>(async () => json([paulista]));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the geocoder 1000 ms after the last key, from 3 characters, once per pause', async () => {
    renderWithI18n(<Harness onPick={vi.fn()} />);
    const input = screen.getByTestId('local');
    fireEvent.change(input, { target: { value: 'Pa' } });
    act(() => void vi.advanceTimersByTime(2000));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Pau' } });
    act(() => void vi.advanceTimersByTime(600));
    fireEvent.change(input, { target: { value: 'Paul' } });
    act(() => void vi.advanceTimersByTime(999));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() => expect(asked(fetchMock)).toEqual(['/api/maps/autocomplete?q=Paul']));
  });

  it('fills the address and the point from the place picked', async () => {
    const onPick = vi.fn();
    renderWithI18n(<Harness onPick={onPick} />);
    const input = screen.getByTestId('local');
    fireEvent.change(input, { target: { value: 'paulista' } });
    act(() => void vi.advanceTimersByTime(1000));
    fireEvent.click(await screen.findByTestId('local-option'));
    expect(onPick).toHaveBeenCalledWith(paulista);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(paulista.label));
  });

  it('stays a text field and says so when the geocoder is out of reach', async () => {
    fetchMock.mockImplementation(async () =>
      json({ code: 'precondition_failed', message: 'maps:geocoderUnavailable' }, 412),
    );
    renderWithI18n(<Harness onPick={vi.fn()} />);
    fireEvent.change(screen.getByTestId('local'), { target: { value: 'Rua Augusta' } });
    act(() => void vi.advanceTimersByTime(1000));
    expect((await screen.findByTestId('local-unavailable')).textContent).toContain(
      'suggestions unavailable',
    );
  });
});

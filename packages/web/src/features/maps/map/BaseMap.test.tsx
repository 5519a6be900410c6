import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { BaseMap } from './BaseMap';
import type { MapMarker } from './mapMarker';
import { tileStatusAfter } from './tileStatus';

const config = { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: '<b>Tiles</b>' };
const markers: MapMarker[] = [
  { id: '1', label: 'SÉ', badge: '1', color: '#1677ff', latitude: -23.5503, longitude: -46.6339 },
  {
    id: '2',
    label: 'PAULISTA',
    badge: '2',
    color: '#faad14',
    latitude: -23.5614,
    longitude: -46.6559,
  },
];

describe('tileStatusAfter', () => {
  it.each([
    ['loading', 'tileerror', 'unavailable'],
    ['loading', 'tileload', 'shown'],
    ['unavailable', 'tileload', 'shown'],
    ['shown', 'tileerror', 'shown'],
  ] as const)('%s + %s → %s', (status, event, next) => {
    expect(tileStatusAfter(status, event)).toBe(next);
  });
});

describe('BaseMap', () => {
  beforeEach(() => i18n.changeLanguage('en_US'));

  it('draws the markers, escapes the attribution and says when tiles fail while markers stay', async () => {
    const onMarkerClick = vi.fn();
    renderWithI18n(
      <BaseMap
        config={config}
        markers={markers}
        onMarkerClick={onMarkerClick}
        height={400}
        testId="map"
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('map-marker')).toHaveLength(2));
    expect(screen.getByTestId('map').textContent).toContain('<b>Tiles</b>');
    const tile = await waitFor(() => {
      const img = screen.getByTestId('map').querySelector('img.leaflet-tile');
      expect(img).not.toBeNull();
      return img as HTMLImageElement;
    });
    fireEvent.error(tile);
    expect(await screen.findByTestId('map-tiles-unavailable')).toBeTruthy();
    expect(screen.getByTestId('map').getAttribute('data-tiles')).toBe('unavailable');
    fireEvent.click(screen.getAllByTestId('map-marker')[1] as Element);
    expect(onMarkerClick).toHaveBeenCalledWith('2');
  });
});

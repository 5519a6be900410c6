import { useEffect, useMemo, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapsClientConfig } from '@newsroom/domain';
import { DEFAULT_CENTRE, escapeHtml, type MapMarker, type MapPoint } from './mapMarker';
import { tileStatusAfter, type TileStatus } from './tileStatus';
import '../maps.css';

/** Props of {@link BaseMap}. */
export interface BaseMapProps {
  config: MapsClientConfig;
  markers: readonly MapMarker[];
  /** A click on the map (not on a marker). */
  onMapClick?: (point: MapPoint) => void;
  onMarkerClick?: (id: string) => void;
  /** A marker dragged to a new point. */
  onMarkerMove?: (id: string, point: MapPoint) => void;
  /** CSS height of the map. */
  height: number | string;
  testId: string;
}

function pinIcon(marker: MapMarker): L.DivIcon {
  return L.divIcon({
    className: 'nrcs-map-pin-box',
    html: `<span class="nrcs-map-pin${marker.isSelected ? ' nrcs-map-pin--selected' : ''}" style="background:${escapeHtml(marker.color)}" data-testid="map-marker" data-id="${escapeHtml(marker.id)}">${escapeHtml(marker.badge)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

/** Fits the view to the markers when the set of markers changes (not when one moves). */
function FitToMarkers({ markers }: { markers: readonly MapMarker[] }) {
  const map = useMap();
  const ids = markers.map((m) => m.id).join(',');
  useEffect(() => {
    if (markers.length === 0) return;
    const bounds = L.latLngBounds(markers.map((m) => [m.latitude, m.longitude]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 15 });
    // Refit only for another set of markers; a drag must not move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, ids]);
  return null;
}

function ClickToPlace({ onMapClick }: { onMapClick?: (point: MapPoint) => void }) {
  useMapEvents({
    click: (event) => onMapClick?.({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/**
 * A Leaflet map over the configured tile server with pin markers. Tiles that cannot load (no
 * network, the server down) leave a blank map with a "map tiles unavailable" notice; the markers,
 * clicks and drags still work over it. Loaded on demand with Leaflet's CSS (see LazyBaseMap).
 */
export function BaseMap({
  config,
  markers,
  onMapClick,
  onMarkerClick,
  onMarkerMove,
  height,
  testId,
}: BaseMapProps) {
  const { t } = useTranslation('maps');
  const [tiles, setTiles] = useState<TileStatus>('loading');
  const tileEvents = useMemo(
    () => ({
      tileload: () => setTiles((s) => tileStatusAfter(s, 'tileload')),
      tileerror: () => setTiles((s) => tileStatusAfter(s, 'tileerror')),
    }),
    [],
  );
  const first = markers[0] ?? DEFAULT_CENTRE;

  return (
    <div className="nrcs-map" style={{ height }} data-testid={testId} data-tiles={tiles}>
      <MapContainer
        center={[first.latitude, first.longitude]}
        zoom={13}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          url={config.tileUrl}
          attribution={escapeHtml(config.tileAttribution)}
          eventHandlers={tileEvents}
        />
        <FitToMarkers markers={markers} />
        <ClickToPlace onMapClick={onMapClick} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.latitude, marker.longitude]}
            icon={pinIcon(marker)}
            title={marker.label}
            alt={marker.label}
            draggable={marker.isDraggable ?? false}
            eventHandlers={{
              click: () => onMarkerClick?.(marker.id),
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onMarkerMove?.(marker.id, { latitude: lat, longitude: lng });
              },
            }}
          >
            <Tooltip direction="top" offset={[0, -14]}>
              {marker.label}
            </Tooltip>
          </Marker>
        ))}
      </MapContainer>
      {tiles === 'unavailable' && (
        <Alert
          className="nrcs-map__notice"
          type="warning"
          showIcon
          title={t('tilesUnavailable')}
          data-testid={`${testId}-tiles-unavailable`}
        />
      )}
    </div>
  );
}

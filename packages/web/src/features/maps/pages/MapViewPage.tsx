import { Alert, Empty, List, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchMapsConfig, mapsKeys } from '../api/mapsApi';
import { fetchMapViewDocument, type MapViewKind } from '../api/mapViewApi';
import { LazyBaseMap } from '../map/LazyBaseMap';

const KINDS: readonly MapViewKind[] = ['production', 'assignment'];

/**
 * The map view of one document (`/map/:kind/:id`, spec 3 §7 "Maps: view"): a checklist's place or
 * a guideline's guides on the map, in a window of its own (or this one on touch devices).
 */
export function MapViewPage() {
  const { t } = useTranslation('maps');
  const params = useParams();
  const kind = KINDS.find((k) => k === params.kind);
  const id = Number(params.id);
  const isValid = kind !== undefined && Number.isInteger(id) && id > 0;
  const config = useQuery({ queryKey: mapsKeys.config, queryFn: fetchMapsConfig });
  const document = useQuery({
    queryKey: ['maps', 'view', kind, id],
    queryFn: () => fetchMapViewDocument(kind ?? 'production', id),
    enabled: isValid,
    meta: { failureKind: 'load' },
  });

  if (!isValid) return <Alert type="error" showIcon title={t('view.notFound')} />;
  if (config.isPending || document.isPending) return <Spin />;
  if (!config.data || !document.data)
    return <Alert type="warning" showIcon title={t('view.loadFailed')} />;

  const { slug, markers, unlocated } = document.data;
  return (
    <div className="nrcs-map-view" data-testid="map-view" data-count={markers.length}>
      <Typography.Title level={4} style={{ margin: 8 }}>
        {t('view.title', { slug })}
      </Typography.Title>
      {markers.length === 0 ? (
        <Empty description={t('view.noPlace')} data-testid="map-view-empty" />
      ) : (
        <LazyBaseMap
          config={config.data}
          markers={markers}
          height="calc(100vh - 120px)"
          testId="map-view-map"
        />
      )}
      {unlocated.length > 0 && (
        <List
          size="small"
          header={t('view.unlocated')}
          dataSource={unlocated}
          renderItem={(address) => <List.Item>{address}</List.Item>}
        />
      )}
    </div>
  );
}

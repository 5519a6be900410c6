import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Drawer, Row, Space, Spin, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPoint, type Production } from '@newsroom/domain';
import { useBranchConfig } from '../../branch';
import {
  fetchDayGuideMarkers,
  fetchMapsConfig,
  GUIDE_MARKER_PREFIX,
  LazyBaseMap,
  mapsKeys,
  type MapMarker,
  type MapPoint,
} from '../../maps';
import { displayTime } from '../../../shared/dates';
import { DayNavigator, useDayParam } from '../../../shared/dayList';
import { fetchDayProductions, productionKeys } from '../api/productionsApi';
import { ProductionStatusTag } from '../components/ProductionStatusTag';
import { ProductionViewer } from '../components/ProductionViewer';
import { useProductionEvents } from '../hooks/useProductionEvents';
import { useProductionPlacement } from '../hooks/useProductionPlacement';
import '../productions.css';

const STATUS_COLOUR: Record<Production['status'], string> = {
  NEW: '#1677ff',
  PRODUCING: '#faad14',
  DONE: '#52c41a',
};

/**
 * The production map (`/main?area=productionMap`, spec 2): the day's checklists with a point as
 * pins on the map of the configured tile server, the day's guidelines' located guides as purple
 * "G" pins beside them, the day's checklists listed beside. A checklist's pin or a
 * list entry opens the checklist in a side drawer; whoever may edit a checklist places it (Place,
 * then a click on the map) or drags its pin, saved as the editor saves. Kept live by the
 * `productions` topic.
 */
export function ProductionMapPage() {
  const { t } = useTranslation('production');
  const branch = useBranchConfig();
  const [selected, setSelected] = useState<number | null>(null);
  const [placingId, setPlacingId] = useState<number | null>(null);
  useProductionEvents();
  const placement = useProductionPlacement();
  const { date, today, setDate } = useDayParam(branch.data?.timeZone);
  const listKey = { date, onlyNotDone: false };
  const query = useQuery({
    queryKey: productionKeys.day(listKey),
    queryFn: () => fetchDayProductions(listKey),
    meta: { failureKind: 'load' },
  });
  const config = useQuery({ queryKey: mapsKeys.config, queryFn: fetchMapsConfig });
  // Guides are extra: without the guidelines' read role the map shows checklists only.
  const guides = useQuery({
    queryKey: mapsKeys.dayGuides(date),
    queryFn: () => fetchDayGuideMarkers(date),
    meta: { isSilent: true },
  });
  const productions = useMemo(() => query.data ?? [], [query.data]);
  const located = productions.filter(hasPoint);
  const placing = productions.find((p) => p.id === placingId) ?? null;

  const markers: MapMarker[] = located.map((production) => ({
    id: String(production.id),
    label: production.slug,
    badge: String(productions.indexOf(production) + 1),
    color: STATUS_COLOUR[production.status],
    latitude: production.latitude,
    longitude: production.longitude,
    isDraggable: production.abilities.canEdit,
    isSelected: production.id === selected,
  }));
  const guideMarkers = guides.data ?? [];

  const place = (production: Production | undefined, point: MapPoint) => {
    if (!production) return;
    placement.mutate({ production, ...point });
  };
  const handleMapClick = (point: MapPoint) => {
    if (!placing) return;
    place(placing, point);
    setPlacingId(null);
  };
  const handleMarkerMove = (id: string, point: MapPoint) =>
    place(
      productions.find((p) => String(p.id) === id),
      point,
    );

  return (
    <div
      className="nrcs-production-map"
      data-testid="production-map"
      data-date={date}
      data-count={located.length}
      data-guides={guideMarkers.length}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('map.title')}
        </Typography.Title>
        <DayNavigator
          date={date}
          today={today}
          onDateChange={setDate}
          namespace="production"
          testIdPrefix="production-map"
        />
      </Space>
      {placing && (
        <Alert
          type="info"
          showIcon
          title={t('map.placing', { slug: placing.slug })}
          action={
            <Button size="small" onClick={() => setPlacingId(null)}>
              {t('map.cancelPlacing')}
            </Button>
          }
          style={{ marginBottom: 8 }}
          data-testid="production-map-placing"
        />
      )}
      {query.isPending || config.isPending ? (
        <Spin />
      ) : query.isError || !config.data ? (
        <Alert type="warning" showIcon title={t('list.loadFailed')} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={16} className={placing ? 'nrcs-map--placing' : undefined}>
            <LazyBaseMap
              config={config.data}
              markers={[...markers, ...guideMarkers]}
              onMapClick={handleMapClick}
              onMarkerClick={(id) => {
                if (!id.startsWith(GUIDE_MARKER_PREFIX)) setSelected(Number(id));
              }}
              onMarkerMove={handleMarkerMove}
              height="65vh"
              testId="production-map-map"
            />
            {located.length === 0 && (
              <Typography.Paragraph type="secondary" data-testid="production-map-empty">
                {t('map.empty')}
              </Typography.Paragraph>
            )}
          </Col>
          <Col xs={24} xl={8}>
            <Space
              orientation="vertical"
              size={4}
              style={{ width: '100%' }}
              data-testid="production-map-list"
            >
              {productions.map((production, index) => (
                <Card
                  key={production.id}
                  size="small"
                  hoverable
                  onClick={() => setSelected(production.id)}
                  data-testid="production-map-item"
                  data-id={production.id}
                  data-located={hasPoint(production)}
                  data-selected={production.id === selected}
                >
                  <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
                    <Space orientation="vertical" size={0}>
                      <Typography.Text strong>
                        {index + 1}. {production.slug}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {[displayTime(production.schedule), production.local]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography.Text>
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                        data-testid="production-map-point"
                      >
                        {hasPoint(production)
                          ? `${production.latitude.toFixed(5)}, ${production.longitude.toFixed(5)}`
                          : t('map.noPoint')}
                      </Typography.Text>
                    </Space>
                    <Space orientation="vertical" size={4} align="end">
                      <ProductionStatusTag status={production.status} />
                      {production.abilities.canEdit && (
                        <Button
                          size="small"
                          icon={<AimOutlined />}
                          type={production.id === placingId ? 'primary' : 'default'}
                          loading={
                            placement.isPending &&
                            placement.variables.production.id === production.id
                          }
                          onClick={(event) => {
                            event.stopPropagation();
                            setPlacingId(production.id);
                          }}
                          data-testid="production-map-place"
                        >
                          {t('map.place')}
                        </Button>
                      )}
                    </Space>
                  </Space>
                </Card>
              ))}
            </Space>
          </Col>
        </Row>
      )}
      <Drawer
        open={selected !== null}
        onClose={() => setSelected(null)}
        size={640}
        mask={false}
        destroyOnHidden
        title={t('map.detailTitle')}
        data-testid="production-map-drawer"
      >
        {selected !== null && <ProductionViewer key={selected} productionId={selected} />}
      </Drawer>
    </div>
  );
}

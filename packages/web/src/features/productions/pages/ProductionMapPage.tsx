import { useMemo, useState } from 'react';
import { Alert, Col, Drawer, Empty, Card, Row, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Production } from '@newsroom/domain';
import { useBranchConfig } from '../../branch';
import { displayTime } from '../../../shared/dates';
import { DayNavigator, useDayParam } from '../../../shared/dayList';
import { fetchDayProductions, productionKeys } from '../api/productionsApi';
import { ProductionStatusTag } from '../components/ProductionStatusTag';
import { ProductionViewer } from '../components/ProductionViewer';
import { useProductionEvents } from '../hooks/useProductionEvents';
import { isLocated } from '../map/mapProjection';
import { ProductionMapPlot } from '../map/ProductionMapPlot';
import '../productions.css';

/**
 * The production map (`/main?area=productionMap`): the day's productions that have a latitude
 * and longitude, as markers on a plain plane scaled to them (no base map is configured, and the
 * page says so), with the same productions listed beside; a marker or a list entry opens the
 * production's detail in a side drawer. Kept live by the `productions` topic.
 */
export function ProductionMapPage() {
  const { t } = useTranslation('production');
  const branch = useBranchConfig();
  const [selected, setSelected] = useState<number | null>(null);
  useProductionEvents();
  const { date, today, setDate } = useDayParam(branch.data?.timeZone);
  const listKey = { date, onlyNotDone: false };
  const query = useQuery({
    queryKey: productionKeys.day(listKey),
    queryFn: () => fetchDayProductions(listKey),
    meta: { failureKind: 'load' },
  });
  const located = useMemo(() => (query.data ?? []).filter(isLocated), [query.data]);
  const unlocated = (query.data?.length ?? 0) - located.length;

  const open = (production: Production) => setSelected(production.id);

  return (
    <div
      className="nrcs-production-map"
      data-testid="production-map"
      data-date={date}
      data-count={located.length}
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
      <Alert
        type="info"
        showIcon
        title={t('map.noBaseMap')}
        style={{ marginBottom: 8 }}
        data-testid="production-map-no-base-map"
      />
      {query.isPending ? (
        <Spin />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={t('list.loadFailed')} />
      ) : located.length === 0 ? (
        <Empty description={t('map.empty')} data-testid="production-map-empty" />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={16}>
            <ProductionMapPlot productions={located} selectedId={selected} onSelect={open} />
          </Col>
          <Col xs={24} xl={8}>
            <Space
              orientation="vertical"
              size={4}
              style={{ width: '100%' }}
              data-testid="production-map-list"
            >
              {located.map((production, index) => (
                <Card
                  key={production.id}
                  size="small"
                  hoverable
                  onClick={() => open(production)}
                  data-testid="production-map-item"
                  data-id={production.id}
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
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {production.latitude.toFixed(5)}, {production.longitude.toFixed(5)}
                      </Typography.Text>
                    </Space>
                    <ProductionStatusTag status={production.status} />
                  </Space>
                </Card>
              ))}
            </Space>
          </Col>
        </Row>
      )}
      {unlocated > 0 && (
        <Typography.Paragraph
          type="secondary"
          style={{ marginTop: 8 }}
          data-testid="production-map-unlocated"
        >
          {t('map.unlocated', { count: unlocated })}
        </Typography.Paragraph>
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

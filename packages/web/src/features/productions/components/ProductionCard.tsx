import { Card, Progress, Space, Typography } from 'antd';
import {
  CarOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Production, ProductionStatus } from '@newsroom/domain';
import { displayTime } from '../../../shared/dates';
import { taskProgress } from '../api/productionLists';
import { nameOf, type ProductionLookups } from '../hooks/useProductionLookups';
import { ProductionStatusSelect, ProductionStatusTag } from './ProductionStatusTag';

/** Props of {@link ProductionCard}. */
export interface ProductionCardProps {
  production: Production;
  lookups: Pick<ProductionLookups, 'teams' | 'types'>;
  isSelected: boolean;
  onSelect: (production: Production) => void;
  /** Absent when the production cannot be changed from here. */
  onStatusChange?: (production: Production, status: ProductionStatus) => void;
}

/**
 * One production of a day list: slug, status, schedule / departure / arrival, place, team and
 * the task progress (done of total).
 */
export function ProductionCard({
  production,
  lookups,
  isSelected,
  onSelect,
  onStatusChange,
}: ProductionCardProps) {
  const { t } = useTranslation('production');
  const progress = taskProgress(production.tasks);
  const type = nameOf(production.typeId, lookups.types);
  const team = nameOf(production.teamId, lookups.teams);
  const times = [
    production.schedule && `${t('fields.schedule')} ${displayTime(production.schedule)}`,
    production.departure && `${t('fields.departure')} ${displayTime(production.departure)}`,
    production.arrival && `${t('fields.arrival')} ${displayTime(production.arrival)}`,
  ].filter(Boolean);
  const canChange = onStatusChange !== undefined && production.abilities.canEdit;
  return (
    <Card
      size="small"
      hoverable
      className={
        isSelected ? 'nrcs-production-card nrcs-production-card--selected' : 'nrcs-production-card'
      }
      onClick={() => onSelect(production)}
      data-testid="production-card"
      data-id={production.id}
      data-status={production.status}
      data-selected={isSelected}
    >
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap size={6} style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text strong data-testid="production-card-slug">
            {production.slug}
          </Typography.Text>
          {canChange ? (
            <span onClick={(event) => event.stopPropagation()}>
              <ProductionStatusSelect
                value={production.status}
                onChange={(status) => onStatusChange(production, status)}
                testId="production-card-status"
              />
            </span>
          ) : (
            <ProductionStatusTag status={production.status} />
          )}
        </Space>
        {type && <Typography.Text type="secondary">{type}</Typography.Text>}
        {times.length > 0 && (
          <Typography.Text data-testid="production-card-times">
            <ClockCircleOutlined /> {times.join(' · ')}
          </Typography.Text>
        )}
        {production.local && (
          <Typography.Text ellipsis>
            <EnvironmentOutlined /> {production.local}
          </Typography.Text>
        )}
        {team && (
          <Typography.Text>
            <TeamOutlined /> {team}
          </Typography.Text>
        )}
        {production.vehiclesIds.length > 0 && (
          <Typography.Text type="secondary">
            <CarOutlined /> {t('card.vehicles', { count: production.vehiclesIds.length })}
          </Typography.Text>
        )}
        <Space size={8} style={{ width: '100%' }}>
          <Typography.Text
            data-testid="production-card-progress"
            data-done={progress.done}
            data-total={progress.total}
          >
            {t('card.progress', { done: progress.done, total: progress.total })}
          </Typography.Text>
          {progress.total > 0 && (
            <Progress
              percent={Math.round((progress.done / progress.total) * 100)}
              size="small"
              showInfo={false}
              style={{ width: 120, margin: 0 }}
            />
          )}
        </Space>
      </Space>
    </Card>
  );
}

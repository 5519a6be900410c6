import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Space, Spin, Switch, Tooltip, Typography } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addDaysToDate,
  foldForMatch,
  type Production,
  type ProductionStatus,
} from '@newsroom/domain';
import { fetchDayProductions, productionKeys } from '../api/productionsApi';
import { isIsoDate } from '../../../shared/dates';
import { useProductionPatch } from '../hooks/useProductionPatch';
import { nameOf, type ProductionLookups } from '../hooks/useProductionLookups';
import { ProductionCard } from './ProductionCard';

/** Props of {@link ProductionDayList}. */
export interface ProductionDayListProps {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  onlyNotDone: boolean;
  onOnlyNotDoneChange: (onlyNotDone: boolean) => void;
  lookups: Pick<ProductionLookups, 'teams' | 'types'>;
  selectedId: number | null;
  onSelect: (production: Production) => void;
  /** Absent when the user may not create checklists. */
  onNew?: () => void;
}

/** Whether a checklist matches the filter box (slug, place, type, team; accents, case and spaces ignored). */
export function matchesFilter(
  production: Production,
  folded: string,
  lookups: Pick<ProductionLookups, 'teams' | 'types'>,
): boolean {
  if (!folded) return true;
  const text = [
    production.slug,
    production.local,
    nameOf(production.typeId, lookups.types) ?? '',
    nameOf(production.teamId, lookups.teams) ?? '',
  ].join(' ');
  return foldForMatch(text).includes(folded);
}

/**
 * The checklists of one day (spec 2 §4 "Checklist lists"): date navigation, the only-not-done
 * toggle, a filter box, and status changes applied at once (rolled back on failure).
 */
export function ProductionDayList({
  date,
  today,
  onDateChange,
  onlyNotDone,
  onOnlyNotDoneChange,
  lookups,
  selectedId,
  onSelect,
  onNew,
}: ProductionDayListProps) {
  const { t } = useTranslation('production');
  const [filter, setFilter] = useState('');
  const patch = useProductionPatch();
  const listKey = { date, onlyNotDone };
  const query = useQuery({
    queryKey: productionKeys.day(listKey),
    queryFn: () => fetchDayProductions(listKey),
    meta: { failureKind: 'load' },
  });
  const folded = foldForMatch(filter);
  const visible = useMemo(
    () => (query.data ?? []).filter((item) => matchesFilter(item, folded, lookups)),
    [query.data, folded, lookups],
  );
  const handleStatusChange = (production: Production, status: ProductionStatus) =>
    void patch(production, 'status', status);

  return (
    <div
      className="nrcs-production-list"
      data-testid="productions-list"
      data-date={date}
      data-only-not-done={onlyNotDone}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Tooltip title={t('list.previous')}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('list.previous')}
            onClick={() => onDateChange(addDaysToDate(date, -1))}
            data-testid="productions-previous"
          />
        </Tooltip>
        <Button
          onClick={() => onDateChange(today)}
          disabled={date === today}
          data-testid="productions-today"
        >
          {t('list.today')}
        </Button>
        <Tooltip title={t('list.next')}>
          <Button
            icon={<RightOutlined />}
            aria-label={t('list.next')}
            onClick={() => onDateChange(addDaysToDate(date, 1))}
            data-testid="productions-next"
          />
        </Tooltip>
        <Input
          type="date"
          value={date}
          aria-label={t('fields.date')}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) onDateChange(event.target.value);
          }}
          data-testid="productions-date"
          style={{ width: 160 }}
        />
        {onNew && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={onNew}
            data-testid="production-new"
          >
            {t('list.new')}
          </Button>
        )}
      </Space>
      <Space style={{ marginBottom: 8 }}>
        <Switch
          checked={onlyNotDone}
          onChange={onOnlyNotDoneChange}
          aria-label={t('list.onlyNotDone')}
          data-testid="productions-only-not-done"
        />
        <Typography.Text>{t('list.onlyNotDone')}</Typography.Text>
      </Space>
      <Input.Search
        allowClear
        placeholder={t('list.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        data-testid="productions-filter"
        style={{ marginBottom: 8 }}
      />
      {query.isPending ? (
        <Spin />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={t('list.loadFailed')} />
      ) : visible.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size={6}>
          {visible.map((production) => (
            <ProductionCard
              key={production.id}
              production={production}
              lookups={lookups}
              isSelected={production.id === selectedId}
              onSelect={onSelect}
              onStatusChange={handleStatusChange}
            />
          ))}
        </Space>
      )}
    </div>
  );
}

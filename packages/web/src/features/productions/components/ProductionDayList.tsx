import { Space, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { foldForMatch, type Production, type ProductionStatus } from '@newsroom/domain';
import { fetchDayProductions, productionKeys } from '../api/productionsApi';
import { DayDocumentList } from '../../../shared/dayList';
import type { DayListSelection } from '../../../shared/documentPage';
import { useProductionPatch } from '../hooks/useProductionPatch';
import { nameOf, type ProductionLookups } from '../hooks/useProductionLookups';
import { ProductionCard } from './ProductionCard';
import { ProductionGridEmailButton } from './ProductionGridEmailButton';

/** Props of {@link ProductionDayList}. */
export interface ProductionDayListProps extends DayListSelection<Production> {
  onlyNotDone: boolean;
  onOnlyNotDoneChange: (onlyNotDone: boolean) => void;
  lookups: Pick<ProductionLookups, 'teams' | 'types'>;
}

/**
 * Whether a production matches the filter box (slug, place, type, team; accents, case and spaces
 * ignored).
 */
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
 * The productions of one day (spec 2 §4 "Checklist lists"): date navigation, the only-not-done
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
  const patch = useProductionPatch();
  const listKey = { date, onlyNotDone };
  const query = useQuery({
    queryKey: productionKeys.day(listKey),
    queryFn: () => fetchDayProductions(listKey),
    meta: { failureKind: 'load' },
  });

  const handleStatusChange = (production: Production, status: ProductionStatus) =>
    void patch(production, 'status', status);

  return (
    <DayDocumentList
      date={date}
      today={today}
      onDateChange={onDateChange}
      namespace="production"
      className="nrcs-production-list"
      testIdPrefix="productions"
      dataAttributes={{ 'data-only-not-done': onlyNotDone }}
      onNew={onNew}
      newTestId="production-new"
      extra={
        <Space style={{ marginBottom: 8 }}>
          <Switch
            checked={onlyNotDone}
            onChange={onOnlyNotDoneChange}
            aria-label={t('list.onlyNotDone')}
            data-testid="productions-only-not-done"
          />
          <Typography.Text>{t('list.onlyNotDone')}</Typography.Text>
          <ProductionGridEmailButton date={date} onlyNotDone={onlyNotDone} />
        </Space>
      }
      query={query}
      matches={(item, folded) => matchesFilter(item, folded, lookups)}
      renderItem={(production) => (
        <ProductionCard
          key={production.id}
          production={production}
          lookups={lookups}
          isSelected={production.id === selectedId}
          onSelect={onSelect}
          onStatusChange={handleStatusChange}
        />
      )}
    />
  );
}

import { Alert, Button, Empty, Flex, Pagination, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, SEARCH_POOL, type Paged, type SearchHit } from '@newsroom/domain';
import { describeFailure, translateText } from '../../../shared/notifications';
import { SearchHitCard } from './SearchHitCard';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  /** Whether a query has been submitted (nothing to show before). */
  hasQuery: boolean;
  /** The hits page, while loaded. */
  page: Paged<SearchHit> | undefined;
  isFetching: boolean;
  error: unknown;
  /** Page index from 0. */
  pageIndex: number;
  programNamesOf: (hit: SearchHit) => string[];
  selected: SearchHit | null;
  onPageChange: (pageIndex: number) => void;
  onOpen: (hit: SearchHit) => void;
  onRetry: () => void;
}

/**
 * The hits list with its states: waiting for a query, loading, failed (with retry), nothing
 * found, and the page of hits with the pager (quick jumper, no size changer, range of total).
 */
export function SearchResults({
  hasQuery,
  page,
  isFetching,
  error,
  pageIndex,
  programNamesOf,
  selected,
  onPageChange,
  onOpen,
  onRetry,
}: SearchResultsProps) {
  const { t } = useTranslation('search');
  if (!hasQuery)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('results.idle')}
        data-testid="search-idle"
      />
    );
  if (error && !page)
    return (
      <Result
        status="error"
        title={t('results.failed')}
        subTitle={translateText(describeFailure(error, 'load').description)}
        extra={
          <Button onClick={onRetry} data-testid="search-retry">
            {t('results.retry')}
          </Button>
        }
        data-testid="search-error"
      />
    );
  if (!page)
    return <Spin style={{ display: 'block', margin: '48px auto' }} data-testid="search-loading" />;
  const total = page.total;
  return (
    <Spin spinning={isFetching}>
      <Flex vertical gap="small" data-testid="search-results" data-total={total}>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={t('results.failed')}
            action={
              <Button size="small" onClick={onRetry} data-testid="search-retry">
                {t('results.retry')}
              </Button>
            }
            data-testid="search-error"
          />
        ) : null}
        {page.data.length === 0 ? (
          <Empty description={t('results.empty')} data-testid="search-empty" />
        ) : (
          page.data.map((hit) => (
            <SearchHitCard
              key={`${hit.kind}-${hit.id}`}
              hit={hit}
              programNames={programNamesOf(hit)}
              isSelected={selected?.kind === hit.kind && selected.id === hit.id}
              onOpen={onOpen}
            />
          ))
        )}
        {total > 0 && (
          <Pagination
            current={pageIndex + 1}
            pageSize={DEFAULT_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showQuickJumper
            showTotal={(count, [from, to]) =>
              // The server counts matches up to SEARCH_POOL: that many reads "or more".
              count >= SEARCH_POOL
                ? t('common:pagination.rangeAtLeast', { from, to, total: count })
                : t('common:pagination.range', { from, to, total: count })
            }
            onChange={(next) => onPageChange(next - 1)}
            data-testid="search-pagination"
          />
        )}
      </Flex>
    </Spin>
  );
}

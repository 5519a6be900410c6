import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Flex, Input, Result, type InputRef } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX, searchableKinds, type SearchHit } from '@newsroom/domain';
import type { DocumentViewers } from '../../../shared/documentViewer';
import type { LookupOption } from '../../../shared/forms';
import { SearchHitDrawer } from '../../../shared/search';
import { AgencyItemViewer } from '../../agency';
import { AssignmentViewer } from '../../assignments';
import { useAuth } from '../../auth';
import { useCompanyData } from '../../companyData';
import { NewsReportViewer } from '../../newsReports';
import { ProductionViewer } from '../../productions';
import { useAccessiblePrograms } from '../../programs';
import { ReportViewer } from '../../reports';
import { StoryViewer } from '../../stories';
import { fetchSearchHits, searchKeys } from '../api/searchApi';
import { SearchFilters, type SearchFilterChange } from '../components/SearchFilters';
import { SearchResults } from '../components/SearchResults';
import { isSearchFocusRequest } from '../hooks/useGlobalSearchShortcut';
import {
  criteriaFromParams,
  isRangeReversed,
  withCriteria,
  type SearchCriteria,
} from '../model/searchCriteria';
import { editHref } from '../model/searchKinds';

/**
 * The global search (`/main?area=globalSearch`, issue 8): the query box (searched on Enter), the
 * mode switch and filters, all kept in the URL; the page of hits with highlighted snippets; a hit
 * opens in the side drawer viewer, whose Edit (where the viewer has one and the user may edit)
 * opens the document in its own area.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { me } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const criteria = useMemo(() => criteriaFromParams(searchParams), [searchParams]);
  const kinds = useMemo(() => searchableKinds(me?.roles ?? []), [me]);
  const company = useCompanyData();
  const accessible = useAccessiblePrograms();
  const inputRef = useRef<InputRef>(null);
  const [draft, setDraft] = useState(criteria.q);
  const [viewing, setViewing] = useState<SearchHit | null>(null);

  // Back, forward and links change the query under the box.
  useEffect(() => setDraft(criteria.q), [criteria.q]);
  // ctrl+F (useGlobalSearchShortcut) asks for the box's focus through the history state.
  useEffect(() => {
    if (isSearchFocusRequest(location.state)) inputRef.current?.focus();
  }, [location.key, location.state]);

  const asked: SearchCriteria = {
    ...criteria,
    kinds: criteria.kinds.filter((kind) => kinds.includes(kind)),
  };
  const isReversed = isRangeReversed(asked);
  const hasQuery = asked.q !== '' && kinds.length > 0 && !isReversed;
  const hits = useQuery({
    queryKey: searchKeys.hits(asked),
    queryFn: ({ signal }) => fetchSearchHits(asked, signal),
    enabled: hasQuery,
    placeholderData: keepPreviousData,
    // The screen shows the failure itself, with a retry.
    meta: { isSilent: true },
  });

  const programNames = useMemo(
    () => new Map((company.data?.programs ?? []).map((program) => [program.id, program.name])),
    [company.data],
  );
  const programOptions: LookupOption[] = useMemo(
    () => (accessible.data ?? []).map((program) => ({ id: program.id, name: program.name })),
    [accessible.data],
  );
  const authorOptions: LookupOption[] = company.data?.users ?? [];

  const viewers: DocumentViewers = useMemo(() => {
    const open = (href: string | null) => (href ? () => void navigate(href) : undefined);
    return {
      agency_item: (id) => <AgencyItemViewer itemId={id} />,
      assignment: (id) => (
        <AssignmentViewer assignmentId={id} onEdit={open(editHref('assignments', id))} />
      ),
      news_report: (id) => (
        <NewsReportViewer newsReportId={id} onEdit={open(editHref('newsreports', id))} />
      ),
      production: (id) => (
        <ProductionViewer productionId={id} onEdit={open(editHref('productions', id))} />
      ),
      report: (id) => <ReportViewer reportId={id} onEdit={open(editHref('reports', id))} />,
      story: (id) => <StoryViewer storyId={id} />,
    };
  }, [navigate]);

  const change = (next: Partial<SearchCriteria>, isNewSearch = false) =>
    setSearchParams(
      (params) => withCriteria(params, { ...criteriaFromParams(params), page: 0, ...next }),
      { replace: !isNewSearch },
    );
  const handleSubmit = (value: string) =>
    change({ q: value.trim().slice(0, SEARCH_QUERY_MAX) }, true);
  const handleFilters = (next: SearchFilterChange) => change(next);

  if (kinds.length === 0)
    return (
      <Result
        status="403"
        title={t('noKinds.title')}
        subTitle={t('noKinds.description')}
        data-testid="search-no-kinds"
      />
    );

  return (
    <div data-testid="search-page" style={{ padding: 16 }}>
      <Flex vertical gap="middle">
        <Input.Search
          ref={inputRef}
          autoFocus
          allowClear
          enterButton
          size="large"
          maxLength={SEARCH_QUERY_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={handleSubmit}
          placeholder={t('query.placeholder')}
          aria-label={t('query.label')}
          data-testid="search-query"
        />
        <SearchFilters
          criteria={asked}
          kinds={kinds}
          programs={programOptions}
          authors={authorOptions}
          onChange={handleFilters}
        />
        {isReversed && (
          <Alert
            type="warning"
            showIcon
            title={t('filters.reversed')}
            data-testid="search-reversed"
          />
        )}
        <SearchResults
          hasQuery={hasQuery}
          page={hits.data}
          isFetching={hits.isFetching}
          error={hits.error}
          pageIndex={asked.page}
          programNamesOf={(hit) => hit.programIds.map((id) => programNames.get(id) ?? `#${id}`)}
          selected={viewing}
          onPageChange={(page) => change({ page })}
          onOpen={setViewing}
          onRetry={() => void hits.refetch()}
        />
      </Flex>
      <SearchHitDrawer
        hit={viewing}
        onClose={() => setViewing(null)}
        title={viewing?.title.trim() || t('results.untitled')}
        viewers={viewers}
      />
    </div>
  );
}

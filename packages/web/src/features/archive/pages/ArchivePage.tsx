import { useMemo, useState } from 'react';
import { Card, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addDaysToDate,
  DEFAULT_PAGE_SIZE,
  newsroomToday,
  searchableKinds,
  SEARCH_MODES,
  SEARCH_POOL,
  type SearchHit,
  type SearchKind,
  type SearchMode,
} from '@newsroom/domain';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { ProgramPicker, useAccessiblePrograms } from '../../programs';
import { isIsoDate } from '../../../shared/dates';
import {
  dateColumn,
  indexedRowAttributes,
  indexedRowKey,
  kindColumn,
  programsColumn,
  SearchHitDrawer,
  SearchKindsSelect,
  Snippet,
} from '../../../shared/search';
import { archiveKeys, fetchArchive } from '../api/archiveApi';

/** Days the archive shows by default: the last 30, up to yesterday. */
export const DEFAULT_ARCHIVE_DAYS = 30;

/**
 * The archive (`/main?area=archive`, issue 8): documents dated before today, by date range (the
 * last 30 days up to yesterday at first), kinds, program and an optional text searched with the
 * chosen mode (MUST by default); without text the newest date comes first. Snippets show their
 * matches highlighted; a row opens the document in the side drawer viewer.
 */
export function ArchivePage() {
  const { t } = useTranslation('archive');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const programs = useAccessiblePrograms();
  const today = newsroomToday(branch.data?.timeZone, new Date());
  const yesterday = addDaysToDate(today, -1);
  // null: the default range, which follows "today" (the newsroom's zone once the branch loads).
  const [chosenFrom, setChosenFrom] = useState<string | null>(null);
  const [chosenTo, setChosenTo] = useState<string | null>(null);
  const [kinds, setKinds] = useState<SearchKind[]>([]);
  const [programId, setProgramId] = useState<number | undefined>(undefined);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<SearchMode>('MUST');
  const [page, setPage] = useState(0);
  const [viewed, setViewed] = useState<SearchHit | null>(null);

  const from = chosenFrom ?? addDaysToDate(today, -DEFAULT_ARCHIVE_DAYS);
  const to = chosenTo ?? yesterday;
  const isRangeValid = isIsoDate(from) && isIsoDate(to) && from <= to;

  const query = { q: text, mode, kinds, from, to, programId, page, size: DEFAULT_PAGE_SIZE };
  const archive = useQuery({
    queryKey: archiveKeys.page(query),
    queryFn: ({ signal }) => fetchArchive(query, signal),
    // Wait for the newsroom's time zone, so the default range is asked once.
    enabled: !branch.isPending && isRangeValid,
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });

  const programNames = useMemo(
    () => new Map((programs.data ?? []).map((program) => [program.id, program.name])),
    [programs.data],
  );

  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  const columns: TableColumnsType<SearchHit> = [
    kindColumn(t, 'archive-kind'),
    dateColumn(t),
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, hit) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{hit.title || t('noTitle')}</Typography.Text>
          {hit.snippet && (
            <Typography.Text type="secondary">
              <Snippet snippet={hit.snippet} />
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    programsColumn(t, programNames, 220),
  ];

  return (
    <Card title={t('title')} data-testid="archive-page">
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center" data-testid="archive-filter">
          <Input
            type="date"
            value={from}
            max={to}
            style={{ width: 160 }}
            aria-label={t('from')}
            onChange={(event) => refilter(setChosenFrom)(event.target.value)}
            data-testid="archive-from"
          />
          <Input
            type="date"
            value={to}
            min={from}
            max={yesterday}
            style={{ width: 160 }}
            aria-label={t('to')}
            onChange={(event) => refilter(setChosenTo)(event.target.value)}
            data-testid="archive-to"
          />
          <SearchKindsSelect
            value={kinds}
            onChange={refilter(setKinds)}
            kinds={searchableKinds(me?.roles ?? [])}
            kindLabel={(kind) => t(`kinds.${kind}`)}
            placeholder={t('allKinds')}
            ariaLabel={t('kindsLabel')}
            minWidth={240}
            testId="archive-kinds"
          />
          <ProgramPicker
            programs={programs}
            allowClear
            label={t('program')}
            placeholder={t('allPrograms')}
            minWidth={200}
            value={programId}
            onChange={refilter(setProgramId)}
            testId="archive-program"
          />
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={t('textPlaceholder')}
            aria-label={t('textPlaceholder')}
            onSearch={(value) => refilter(setText)(value.trim())}
            data-testid="archive-text"
          />
          <Select<SearchMode>
            style={{ width: 180 }}
            aria-label={t('modeLabel')}
            value={mode}
            options={SEARCH_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
            onChange={refilter(setMode)}
            data-testid="archive-mode"
          />
        </Flex>
        {!isRangeValid && (
          <Typography.Text type="warning" data-testid="archive-invalid-range">
            {t('invalidRange')}
          </Typography.Text>
        )}
        <Table<SearchHit>
          rowKey={indexedRowKey}
          size="small"
          columns={columns}
          dataSource={isRangeValid ? (archive.data?.data ?? []) : []}
          loading={archive.isFetching}
          locale={{ emptyText: t('empty') }}
          onRow={(hit) =>
            ({
              ...indexedRowAttributes('archive-row', hit),
              style: { cursor: 'pointer' },
              onClick: () => setViewed(hit),
            }) as object
          }
          pagination={{
            current: page + 1,
            pageSize: DEFAULT_PAGE_SIZE,
            total: isRangeValid ? (archive.data?.total ?? 0) : 0,
            showSizeChanger: false,
            showQuickJumper: true,
            showTotal: (total, [start, end]) =>
              // The server counts up to SEARCH_POOL: that many reads "or more".
              t(
                total >= SEARCH_POOL ? 'common:pagination.rangeAtLeast' : 'common:pagination.range',
                {
                  from: start,
                  to: end,
                  total,
                },
              ),
            onChange: (next) => setPage(next - 1),
          }}
          data-testid="archive-table"
        />
      </Flex>
      <SearchHitDrawer
        hit={viewed}
        onClose={() => setViewed(null)}
        title={viewed?.title || undefined}
      />
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { Card, Flex, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_KINDS,
  SEARCH_MODES,
  type SearchHit,
  type SearchKind,
  type SearchMode,
} from '@newsroom/domain';
import { useBranchConfig } from '../../branch';
import { useAccessiblePrograms } from '../../programs';
import { addDays, displayDate, isIsoDate, todayIn } from '../../../shared/dates';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { SEARCH_KIND_COLOURS, SEARCH_KIND_ORIGINS, Snippet } from '../../../shared/search';
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
  const branch = useBranchConfig();
  const programs = useAccessiblePrograms();
  const today = todayIn(branch.data?.timeZone);
  const yesterday = addDays(today, -1);
  // null: the default range, which follows "today" (the newsroom's zone once the branch loads).
  const [chosenFrom, setChosenFrom] = useState<string | null>(null);
  const [chosenTo, setChosenTo] = useState<string | null>(null);
  const [kinds, setKinds] = useState<SearchKind[]>([]);
  const [programId, setProgramId] = useState<number | undefined>(undefined);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<SearchMode>('MUST');
  const [page, setPage] = useState(0);
  const [viewed, setViewed] = useState<SearchHit | null>(null);

  const from = chosenFrom ?? addDays(today, -DEFAULT_ARCHIVE_DAYS);
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
    {
      key: 'kind',
      title: t('columns.kind'),
      width: 130,
      render: (_, hit) => (
        <Tag color={SEARCH_KIND_COLOURS[hit.kind]} data-testid="archive-kind">
          {t(`kinds.${hit.kind}`)}
        </Tag>
      ),
    },
    {
      key: 'date',
      title: t('columns.date'),
      width: 110,
      render: (_, hit) => displayDate(hit.date),
    },
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
    {
      key: 'programs',
      title: t('columns.programs'),
      width: 220,
      render: (_, hit) => (
        <Flex gap={4} wrap>
          {hit.programIds.map((id) => (
            <Tag key={id}>{programNames.get(id) ?? `#${id}`}</Tag>
          ))}
        </Flex>
      ),
    },
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
          <Select<SearchKind[]>
            mode="multiple"
            allowClear
            style={{ minWidth: 240 }}
            placeholder={t('allKinds')}
            aria-label={t('kindsLabel')}
            value={kinds}
            options={SEARCH_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={refilter(setKinds)}
            data-testid="archive-kinds"
          />
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 200 }}
            placeholder={t('allPrograms')}
            aria-label={t('program')}
            loading={programs.isLoading}
            value={programId}
            options={(programs.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(value) => refilter(setProgramId)(value ?? undefined)}
            data-testid="archive-program"
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
          rowKey={(hit) => `${hit.kind}:${hit.id}`}
          size="small"
          columns={columns}
          dataSource={isRangeValid ? (archive.data?.data ?? []) : []}
          loading={archive.isFetching}
          locale={{ emptyText: t('empty') }}
          onRow={(hit) =>
            ({
              'data-testid': 'archive-row',
              'data-kind': hit.kind,
              'data-id': hit.id,
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
              t('common:pagination.range', { from: start, to: end, total }),
            onChange: (next) => setPage(next - 1),
          }}
          data-testid="archive-table"
        />
      </Flex>
      <DocumentViewerDrawer
        origin={viewed ? SEARCH_KIND_ORIGINS[viewed.kind] : 'story'}
        id={viewed?.id ?? null}
        open={viewed !== null}
        onClose={() => setViewed(null)}
        title={viewed?.title || undefined}
      />
    </Card>
  );
}

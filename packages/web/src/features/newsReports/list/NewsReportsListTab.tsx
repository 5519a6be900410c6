import { useMemo, useState } from 'react';
import { Button, Input, Pagination, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import {
  AppstoreOutlined,
  CheckCircleTwoTone,
  PlusOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  DOCUMENT_STATES,
  formatMmss,
  NEWS_REPORT_LIMITS,
  type DocumentState,
  type NewsReport,
  type Paged,
} from '@newsroom/domain';
import { displayDate, isIsoDate } from '../../../shared/dates';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { canWriteIn, useAuth } from '../../auth';
import { useCompanyData } from '../../companyData';
import { NewsReportViewer } from '../viewer/NewsReportViewer';
import { EditableTable, type EditableColumn } from './EditableTable';
import {
  copyNewsReport,
  filterNewsReports,
  newsReportListKeys,
  type NewsReportFilter,
} from './listApi';
import { removeNewsReport } from '../api/newsReportsApi';
import { withCopy } from './listRules';
import { NewsReportBoard } from './NewsReportBoard';
import { NewsReportRowActions } from './NewsReportRowActions';
import { applyChangeToCaches, useNewsReportListEvents } from './useNewsReportListEvents';
import { useNewsReportPatch } from './useNewsReportPatch';

/** Props of {@link NewsReportsListTab}. */
export interface NewsReportsListTabProps {
  /** Opens a news report in its editor tab (double click, or the row's open button). */
  onOpen: (newsReport: NewsReport) => void;
  /** Opens the new-news-report tab. */
  onNew: () => void;
}

/** The list's criteria (the page apart). */
type Criteria = Omit<NewsReportFilter, 'page'>;
/** The two views of the tab. */
type View = 'list' | 'board';

/**
 * The fixed 'reportages' tab (spec 2 "Reportage tabbed editor", §4 "Reportage lists"): a list
 * view (the generic editable table: slug, date and state edited in place) or a board view (one
 * column per state) over GET /api/news_reports/filter — from/to dates, all programs, text — 25 a
 * page, kept live by `/topic/news_reports`. Rows open, show in the side viewer, copy and delete.
 */
export function NewsReportsListTab({ onOpen, onNew }: NewsReportsListTabProps) {
  const { t } = useTranslation('newsReport');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const company = useCompanyData();
  const patch = useNewsReportPatch();
  useNewsReportListEvents();
  const [view, setView] = useState<View>('list');
  // Every program by default: a newsroom opens the news reports to see the day's work; the switch
  // narrows the list to the caller's own programs.
  const [criteria, setCriteria] = useState<Criteria>({ allPrograms: true });
  const [page, setPage] = useState(0);
  const [selectedKeys, setSelectedKeys] = useState<number[]>([]);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const filter: NewsReportFilter = { ...criteria, page };
  const pageKey = newsReportListKeys.page(filter);
  const canWrite = canWriteIn(me, 'news_report');

  const query = useQuery({
    queryKey: pageKey,
    queryFn: () => filterNewsReports(filter),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  const users = company.data?.users;
  const programs = company.data?.programs;
  const reporterOf = useMemo(
    () => (row: NewsReport) => users?.find((user) => user.id === row.reporterId)?.nickname ?? '',
    [users],
  );
  const programsOf = (row: NewsReport) =>
    row.programsIds.map((id) => programs?.find((program) => program.id === id)?.name ?? `#${id}`);

  const change = (next: Partial<Criteria>) => {
    setCriteria((now) => ({ ...now, ...next }));
    setPage(0);
    setSelectedKeys([]);
  };
  const dateOf = (value: string) => (isIsoDate(value) ? value : undefined);

  const handleCopy = async (row: NewsReport) => {
    try {
      const copy = await copyNewsReport(row.id);
      queryClient.setQueryData<Paged<NewsReport>>(pageKey, (current) =>
        current ? withCopy(current, copy) : current,
      );
      void message.success({ content: t('list.actions.copied'), key: 'news-report-copied' });
    } catch (error) {
      notifyFailure(error, 'create');
    }
  };
  const handleDelete = async (row: NewsReport) => {
    try {
      await removeNewsReport(row.id);
      applyChangeToCaches(queryClient, { kind: 'remove', id: row.id });
      setSelectedKeys((keys) => keys.filter((key) => key !== row.id));
      void message.success({ content: t('list.actions.deleted'), key: 'news-report-deleted' });
    } catch (error) {
      notifyFailure(error, 'delete');
    }
  };
  const renderActions = (row: NewsReport) => (
    <NewsReportRowActions
      newsReport={row}
      canCopy={canWrite}
      onOpen={onOpen}
      onView={(item) => setViewingId(item.id)}
      onCopy={handleCopy}
      onDelete={handleDelete}
    />
  );

  const isEditable = (row: NewsReport) => row.visible && row.abilities.canEdit;
  const validateSlug = (text: string) => {
    if (text.trim() === '') return t('validation:required');
    if (text.trim().length > NEWS_REPORT_LIMITS.slug)
      return t('validation:maxChars', { count: NEWS_REPORT_LIMITS.slug });
    return null;
  };
  const columns: EditableColumn<NewsReport>[] = [
    {
      key: 'date',
      title: t('list.columns.date'),
      width: 130,
      render: (row) => displayDate(row.date),
      editor: {
        kind: 'date',
        value: (row) => row.date,
        validate: (text) => (isIsoDate(text) ? null : t('validation:required')),
        isEditable,
        onSave: (row, text) => void patch(row, 'date', text),
      },
    },
    {
      key: 'slug',
      title: t('list.columns.slug'),
      render: (row) => (
        <Space size={4}>
          {row.ok && (
            <CheckCircleTwoTone
              twoToneColor="#52c41a"
              aria-label={t('list.approved')}
              data-testid="news-report-approved"
            />
          )}
          <Typography.Text strong>{row.visible ? row.slug : t('list.private')}</Typography.Text>
        </Space>
      ),
      editor: {
        kind: 'input',
        value: (row) => row.slug,
        validate: validateSlug,
        isEditable,
        onSave: (row, text) => void patch(row, 'slug', text.trim().toUpperCase()),
      },
    },
    {
      key: 'state',
      title: t('list.columns.state'),
      width: 150,
      render: (row) => <Tag data-state={row.state}>{t(`assignment:states.${row.state}`)}</Tag>,
      editor: {
        kind: 'select',
        value: (row) => row.state,
        options: DOCUMENT_STATES.map((state) => ({
          value: state,
          label: t(`assignment:states.${state}`),
        })),
        isEditable,
        onSave: (row, text) => void patch(row, 'state', text as DocumentState),
      },
    },
    { key: 'reporter', title: t('list.columns.reporter'), width: 130, render: reporterOf },
    {
      key: 'programs',
      title: t('list.columns.programs'),
      render: (row) => {
        const names = programsOf(row);
        return names.length > 0 ? names.join(', ') : <Tag>{t('list.drawer')}</Tag>;
      },
    },
    {
      key: 'total',
      title: t('list.columns.total'),
      width: 80,
      render: (row) => formatMmss(row.totalMs),
    },
    { key: 'actions', title: '', width: 130, render: renderActions },
  ];

  return (
    <div className="nrcs-news-reports-list" data-testid="news-reports-list" data-view={view}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Space.Compact>
          <Tooltip title={t('list.viewList')}>
            <Button
              icon={<UnorderedListOutlined />}
              type={view === 'list' ? 'primary' : 'default'}
              aria-label={t('list.viewList')}
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
              data-testid="news-reports-view-list"
            />
          </Tooltip>
          <Tooltip title={t('list.viewBoard')}>
            <Button
              icon={<AppstoreOutlined />}
              type={view === 'board' ? 'primary' : 'default'}
              aria-label={t('list.viewBoard')}
              aria-pressed={view === 'board'}
              onClick={() => setView('board')}
              data-testid="news-reports-view-board"
            />
          </Tooltip>
        </Space.Compact>
        <Input
          type="date"
          aria-label={t('list.from')}
          onChange={(event) => change({ from: dateOf(event.target.value) })}
          data-testid="news-reports-from"
          style={{ width: 160 }}
        />
        <Input
          type="date"
          aria-label={t('list.to')}
          onChange={(event) => change({ to: dateOf(event.target.value) })}
          data-testid="news-reports-to"
          style={{ width: 160 }}
        />
        <Space size={4}>
          <Switch
            size="small"
            checked={criteria.allPrograms}
            onChange={(allPrograms) => change({ allPrograms })}
            aria-label={t('list.allPrograms')}
            data-testid="news-reports-all-programs"
          />
          <span>{t('list.allPrograms')}</span>
        </Space>
        <Input.Search
          allowClear
          placeholder={t('list.text')}
          aria-label={t('list.text')}
          onSearch={(value) => change({ text: value.trim() || undefined })}
          data-testid="news-reports-text"
          style={{ width: 240 }}
        />
        {canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={onNew}
            data-testid="news-reports-new"
          >
            {t('list.new')}
          </Button>
        )}
      </Space>
      {view === 'list' ? (
        <EditableTable<NewsReport>
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
          selectedKeys={selectedKeys}
          onSelectionChange={setSelectedKeys}
          loading={query.isFetching}
          onOpen={(row) => row.visible && onOpen(row)}
          rowProps={(row) => ({ 'data-testid': 'news-report-row', 'data-id': row.id })}
          paging={{ page, total, onChange: setPage }}
          testId="news-reports-table"
        />
      ) : (
        <>
          <NewsReportBoard
            rows={rows}
            reporterOf={reporterOf}
            onOpen={onOpen}
            renderActions={renderActions}
          />
          <Pagination
            style={{ marginTop: 8 }}
            current={page + 1}
            pageSize={DEFAULT_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showQuickJumper
            showTotal={(count, [from, to]) =>
              t('common:pagination.range', { from, to, total: count })
            }
            onChange={(next) => setPage(next - 1)}
          />
        </>
      )}
      <DocumentViewerDrawer
        origin="news_report"
        id={viewingId}
        open={viewingId !== null}
        onClose={() => setViewingId(null)}
        title={t('list.viewerTitle')}
        viewers={{ news_report: (id) => <NewsReportViewer newsReportId={id} /> }}
      />
    </div>
  );
}

import { useState } from 'react';
import { Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { PagedTable } from '../../../shared/components';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { canWriteIn, useAuth } from '../../auth';
import {
  copyReport,
  filterReports,
  reportCalls,
  reportKeys,
  type ReportFilter,
} from '../api/reportsApi';
import { ApprovedTag } from '../components/ApprovedTag';
import { reportDay, reportInstant } from '../components/reportDates';
import { applyReportChange, useReportEvents } from '../hooks/useReportEvents';
import { useReportTerms } from '../hooks/useReportTerms';
import { ReportViewer } from '../viewer/ReportViewer';
import { ReportFilters, type ReportCriteria } from './ReportFilters';
import { ReportRowActions } from './ReportRowActions';

/** Props of {@link ReportsListTab}. */
export interface ReportsListTabProps {
  /** Opens a report in its editor tab (double click, or the row's open button). */
  onOpen: (report: Report) => void;
  /** Opens the new-report tab; absent for readers who may not write. */
  onNew?: () => void;
}

/**
 * The fixed 'reports' tab (spec 3 §7 "Reports"): GET /api/reports/filter by the report's day
 * (from, to), words, category and event, newest day first, 25 a page, kept live by
 * `/topic/reports`. Rows open, show in the side viewer, duplicate and delete.
 */
export function ReportsListTab({ onOpen, onNew }: ReportsListTabProps) {
  const { t } = useTranslation('reports');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const { categories, events } = useReportTerms();
  useReportEvents();
  const [criteria, setCriteria] = useState<ReportCriteria>({ text: '' });
  const [page, setPage] = useState(0);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const filter: ReportFilter = { ...criteria, page };

  const query = useQuery({
    queryKey: reportKeys.page(filter),
    queryFn: () => filterReports(filter),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });

  const change = (next: Partial<ReportCriteria>) => {
    setCriteria((now) => ({ ...now, ...next }));
    setPage(0);
  };

  const handleDuplicate = async (row: Report) => {
    try {
      applyReportChange(queryClient, { kind: 'create', report: await copyReport(row.id) });
      void message.success({ content: t('actions.duplicated'), key: 'report-duplicated' });
    } catch (error) {
      notifyFailure(error, 'create');
    }
  };
  const handleDelete = async (row: Report) => {
    try {
      await reportCalls.remove(row.id);
      applyReportChange(queryClient, { kind: 'remove', id: row.id });
      void message.success({ content: t('actions.deleted'), key: 'report-deleted' });
    } catch (error) {
      notifyFailure(error, 'delete');
    }
  };

  const columns: TableColumnsType<Report> = [
    { key: 'date', title: t('fields.date'), width: 120, render: (_v, row) => reportDay(row.date) },
    {
      key: 'title',
      title: t('fields.title'),
      render: (_value, row) =>
        row.visible ? (
          <Space size={6} wrap>
            <Typography.Text strong>{row.title}</Typography.Text>
            {row.ok && <ApprovedTag testId="report-row-approved" />}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('list.private')}</Typography.Text>
        ),
    },
    {
      key: 'category',
      title: t('fields.category'),
      width: 160,
      render: (_value, row) => (row.categoryId === null ? '' : categories.nameOf(row.categoryId)),
    },
    {
      key: 'events',
      title: t('fields.events'),
      width: 240,
      render: (_value, row) => row.eventIds.map((id) => <Tag key={id}>{events.nameOf(id)}</Tag>),
    },
    {
      key: 'change',
      title: t('list.change'),
      width: 200,
      render: (_value, row) => (
        <Flex vertical>
          <Typography.Text>{row.authorNickname}</Typography.Text>
          <Typography.Text type="secondary">{reportInstant(row.changeDate)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: '',
      width: 140,
      render: (_value, row) => (
        <ReportRowActions
          report={row}
          canDuplicate={canWriteIn(me, 'report')}
          onOpen={onOpen}
          onView={(report) => setViewingId(report.id)}
          onDuplicate={handleDuplicate}
          onDelete={handleDelete}
        />
      ),
    },
  ];

  return (
    <div data-testid="reports-list">
      <ReportFilters
        criteria={criteria}
        onChange={change}
        categories={categories}
        events={events}
        onNew={onNew}
      />
      <PagedTable<Report>
        columns={columns}
        page={page}
        onPageChange={setPage}
        result={query.data}
        isFetching={query.isFetching}
        rowAttributes={(row) => ({
          'data-testid': 'report-row',
          'data-id': row.id,
          onDoubleClick: () => row.visible && onOpen(row),
        })}
        data-testid="reports-table"
      />
      <DocumentViewerDrawer
        origin="report"
        id={viewingId}
        open={viewingId !== null}
        onClose={() => setViewingId(null)}
        title={t('list.viewerTitle')}
        viewers={{
          report: (id) => (
            <ReportViewer
              reportId={id}
              onEdit={(report) => {
                setViewingId(null);
                onOpen(report);
              }}
              onClose={() => setViewingId(null)}
            />
          ),
        }}
      />
    </div>
  );
}

import { useCallback, useState } from 'react';
import { Input, Select, Space, Table } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, DOCUMENT_STATES, type Assignment } from '@newsroom/domain';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { useTopic } from '../../../shared/realtime';
import { assignmentKeys, searchAssignments, type AssignmentSearch } from '../api/assignmentsApi';
import { useAssignmentColumns } from '../components/assignmentColumns';
import { LookupSelect } from '../../../shared/forms';
import { useAssignmentLookups } from '../hooks/useAssignmentLookups';

/** The search's criteria (the page apart). */
type Criteria = Omit<AssignmentSearch, 'page'>;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The assignments search tab: from/to dates, slug text, state and program over GET
 * /api/assignments/filter, 25 a page, date descending. A row opens its assignment in the side
 * drawer viewer. Refetched when any assignment changes, since a change may move it in or out.
 */
export function AssignmentSearchPanel() {
  const { t } = useTranslation('assignment');
  const queryClient = useQueryClient();
  const lookups = useAssignmentLookups();
  const columns = useAssignmentColumns(lookups);
  const [criteria, setCriteria] = useState<Criteria>({});
  const [page, setPage] = useState(0);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const search: AssignmentSearch = { ...criteria, page };

  const query = useQuery({
    queryKey: assignmentKeys.search(search),
    queryFn: () => searchAssignments(search),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: assignmentKeys.searches }),
    [queryClient],
  );
  useTopic('assignments', refresh);

  const change = (next: Partial<Criteria>) => {
    setCriteria((now) => ({ ...now, ...next }));
    setPage(0);
  };
  const dateOf = (value: string) => (isDate(value) ? value : undefined);

  return (
    <div data-testid="assignments-search">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          type="date"
          aria-label={t('search.from')}
          onChange={(event) => change({ from: dateOf(event.target.value) })}
          data-testid="assignments-search-from"
          style={{ width: 160 }}
        />
        <Input
          type="date"
          aria-label={t('search.to')}
          onChange={(event) => change({ to: dateOf(event.target.value) })}
          data-testid="assignments-search-to"
          style={{ width: 160 }}
        />
        <Input.Search
          allowClear
          placeholder={t('search.text')}
          onSearch={(value) => change({ text: value.trim() || undefined })}
          data-testid="assignments-search-text"
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder={t('fields.state')}
          aria-label={t('fields.state')}
          value={criteria.state}
          onChange={(state) => change({ state })}
          options={DOCUMENT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
          data-testid="assignments-search-state"
          style={{ width: 160 }}
        />
        <div style={{ width: 220 }}>
          <LookupSelect
            options={lookups.programs}
            value={criteria.programId ?? null}
            onChange={(programId) => change({ programId: programId ?? undefined })}
            placeholder={t('search.program')}
            ariaLabel={t('search.program')}
            testId="assignments-search-program"
          />
        </div>
      </Space>
      <Table<Assignment>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.data ?? []}
        columns={columns}
        data-testid="assignments-search-table"
        onRow={(assignment) =>
          ({
            'data-testid': 'assignment-search-row',
            'data-id': assignment.id,
            style: { cursor: 'pointer' },
            onClick: () => setViewingId(assignment.id),
          }) as object
        }
        pagination={{
          current: page + 1,
          pageSize: DEFAULT_PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showQuickJumper: true,
          showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
          onChange: (next) => setPage(next - 1),
        }}
      />
      <DocumentViewerDrawer
        origin="assignment"
        id={viewingId}
        open={viewingId !== null}
        onClose={() => setViewingId(null)}
        title={t('search.viewerTitle')}
      />
    </div>
  );
}

import { useState } from 'react';
import { Input, Modal, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type Assignment } from '@newsroom/domain';
import { displayDate } from '../../../shared/dates';
import { useMessage } from '../../../shared/notifications';
import { TypeTag, useCompanyData } from '../../companyData';
import {
  newsReportListKeys,
  searchAssignmentsToAssociate,
  type AssociationSearch,
} from '../list/listApi';

/** Width of the modal (spec 2 §9). */
export const ASSOCIATION_MODAL_WIDTH = 700;

/** Props of {@link AssociationModal}. */
export interface AssociationModalProps {
  open: boolean;
  /** Called with the chosen assignment; the modal stays open while it runs. */
  onChoose: (assignment: Assignment) => Promise<void>;
  onCancel: () => void;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Chooses the assignment to associate (spec 2 "History drawer on a reportage"): from/to date
 * filters and a paged table (type, date, slug, programs) of GET /api/assignments/filter with a
 * single selection; OK requires a chosen row (spec 2 §5), else it warns.
 */
export function AssociationModal({ open, onChoose, onCancel }: AssociationModalProps) {
  const { t } = useTranslation('newsReport');
  const message = useMessage();
  const company = useCompanyData();
  const [dates, setDates] = useState<Omit<AssociationSearch, 'page'>>({});
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<Assignment | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const search: AssociationSearch = { ...dates, page };
  const query = useQuery({
    queryKey: newsReportListKeys.associationSearch(search),
    queryFn: () => searchAssignmentsToAssociate(search),
    enabled: open,
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });

  const changeDate = (next: Omit<AssociationSearch, 'page'>) => {
    setDates((now) => ({ ...now, ...next }));
    setPage(0);
  };
  const handleOk = async () => {
    if (!chosen) {
      void message.warning({ content: t('history.modal.chooseRow'), key: 'association-choose' });
      return;
    }
    setIsBusy(true);
    try {
      await onChoose(chosen);
    } finally {
      setIsBusy(false);
    }
  };
  const programName = (id: number) =>
    company.data?.programs.find((program) => program.id === id)?.name ?? `#${id}`;

  return (
    <Modal
      open={open}
      width={ASSOCIATION_MODAL_WIDTH}
      title={t('history.modal.title')}
      okText={t('history.modal.ok')}
      cancelText={t('history.modal.cancel')}
      okButtonProps={{ 'data-testid': 'association-ok', loading: isBusy }}
      onOk={() => void handleOk()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="association-modal">
        <Space wrap style={{ marginBottom: 8 }}>
          <Input
            type="date"
            aria-label={t('history.modal.from')}
            onChange={(event) =>
              changeDate({ from: isDate(event.target.value) ? event.target.value : undefined })
            }
            data-testid="association-from"
            style={{ width: 160 }}
          />
          <Input
            type="date"
            aria-label={t('history.modal.to')}
            onChange={(event) =>
              changeDate({ to: isDate(event.target.value) ? event.target.value : undefined })
            }
            data-testid="association-to"
            style={{ width: 160 }}
          />
        </Space>
        <Table<Assignment>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          rowSelection={{
            type: 'radio',
            columnWidth: 26,
            selectedRowKeys: chosen ? [chosen.id] : [],
            onChange: (_keys, rows) => setChosen(rows[0] ?? null),
          }}
          onRow={(assignment) =>
            ({
              'data-testid': 'association-row',
              'data-id': assignment.id,
              style: { cursor: 'pointer' },
              onClick: () => setChosen(assignment),
            }) as object
          }
          columns={[
            {
              key: 'type',
              title: t('history.modal.type'),
              width: 80,
              render: (_, assignment) => {
                const type = company.data?.types.find((item) => item.id === assignment.typeId);
                return type ? (
                  <TypeTag abbreviation={type.abbreviation} color={type.color} />
                ) : null;
              },
            },
            {
              key: 'date',
              title: t('history.modal.date'),
              width: 110,
              render: (_, assignment) => displayDate(assignment.date),
            },
            {
              key: 'slug',
              title: t('history.modal.slug'),
              render: (_, assignment) => (assignment.visible ? assignment.slug : t('list.private')),
            },
            {
              key: 'programs',
              title: t('history.modal.programs'),
              render: (_, assignment) =>
                assignment.programsIds.length > 0 ? (
                  assignment.programsIds.map(programName).join(', ')
                ) : (
                  <Tag>{t('viewer.drawer')}</Tag>
                ),
            },
          ]}
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
      </div>
    </Modal>
  );
}

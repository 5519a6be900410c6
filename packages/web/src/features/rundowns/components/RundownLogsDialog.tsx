import type { RundownId } from '@newsroom/domain';
import { useState } from 'react';
import { Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchRundownLogs, type RundownLog } from '../api/rundownsApi';

/** Props of {@link RundownLogsDialog}. */
export interface RundownLogsDialogProps {
  rundownId: RundownId;
  isOpen: boolean;
  onClose: () => void;
}

/** The rundown's change log, newest first, 25 a page. */
export function RundownLogsDialog({ rundownId, isOpen, onClose }: RundownLogsDialogProps) {
  const { t, i18n } = useTranslation('rundown');
  const [page, setPage] = useState(0);
  const logs = useQuery({
    queryKey: ['rundowns', rundownId, 'logs', page],
    queryFn: () => fetchRundownLogs(rundownId, page),
    enabled: isOpen,
    meta: { failureKind: 'load' },
  });
  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      footer={null}
      width={900}
      title={t('logs.title')}
      destroyOnHidden
    >
      <Table<RundownLog>
        rowKey="id"
        size="small"
        loading={logs.isLoading}
        dataSource={logs.data?.data ?? []}
        data-testid="rundown-logs-table"
        pagination={{
          current: page + 1,
          pageSize: logs.data?.size ?? 25,
          total: logs.data?.total ?? 0,
          showQuickJumper: true,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          {
            key: 'createdAt',
            title: t('logs.when'),
            render: (_value, log) =>
              new Date(log.createdAt).toLocaleString(i18n.language.replace('_', '-')),
          },
          { key: 'nickname', title: t('logs.who'), dataIndex: 'nickname' },
          {
            key: 'action',
            title: t('logs.action'),
            render: (_value, log) => t(`logs.actions.${log.action}`),
          },
          {
            key: 'entity',
            title: t('logs.entity'),
            render: (_value, log) => t(`logs.entities.${log.entity}`, { defaultValue: log.entity }),
          },
          { key: 'label', title: t('logs.label'), dataIndex: 'label' },
        ]}
      />
    </Modal>
  );
}

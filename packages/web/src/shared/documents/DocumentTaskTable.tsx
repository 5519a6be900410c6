import type { HTMLAttributes, ReactNode } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductionTask } from '@newsroom/domain';
import { displayTime } from '../dates';
import { documentDateColumn } from './documentDateColumn';

/** Props of {@link DocumentTaskTable}. */
export interface DocumentTaskTableProps {
  /** The kind's i18n namespace: its `task.date`, `task.time`, `task.label`, `task.done`, `task.none`. */
  namespace: string;
  tasks: readonly ProductionTask[];
  /** Every row expanded (paper). */
  isPrint?: boolean;
  /** The done column's cell of a task. */
  renderDone: (task: ProductionTask) => ReactNode;
  /** Test ids of the table and, where the kind's tests find them, of a row and its information. */
  testIds: { table: string; row?: string; information?: string };
}

/** A document's task table (date, time, label, done) whose rows expand to their information. */
export function DocumentTaskTable({
  namespace,
  tasks,
  isPrint = false,
  renderDone,
  testIds,
}: DocumentTaskTableProps) {
  const { t } = useTranslation(namespace);
  const { row } = testIds;
  return (
    <Table<ProductionTask>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...tasks]}
      data-testid={testIds.table}
      locale={{ emptyText: t('task.none') }}
      onRow={
        row === undefined
          ? undefined
          : (task) =>
              ({
                'data-testid': row,
                'data-task-id': task.id,
                'data-done': task.done,
              }) as HTMLAttributes<HTMLElement>
      }
      expandable={{
        rowExpandable: (task) => task.information.trim() !== '',
        expandedRowRender: (task) => (
          <div style={{ whiteSpace: 'pre-wrap' }} data-testid={testIds.information}>
            {task.information}
          </div>
        ),
        defaultExpandAllRows: isPrint,
      }}
      columns={[
        documentDateColumn<ProductionTask>(t('task.date')),
        {
          key: 'time',
          title: t('task.time'),
          render: (_, task) => displayTime(task.time),
          width: 70,
        },
        { key: 'label', title: t('task.label'), dataIndex: 'label' },
        { key: 'done', title: t('task.done'), width: 70, render: (_, task) => renderDone(task) },
      ]}
    />
  );
}

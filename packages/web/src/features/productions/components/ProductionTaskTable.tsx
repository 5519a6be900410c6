import type { HTMLAttributes } from 'react';
import { Checkbox, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductionTask } from '@newsroom/domain';
import { displayDate, displayTime } from '../../../shared/dates';

/** Props of {@link ProductionTaskTable}. */
export interface ProductionTaskTableProps {
  tasks: readonly ProductionTask[];
  /** Ticks a task; the ticks are read-only without it. */
  onDoneChange?: (task: ProductionTask, done: boolean) => void;
  /** Every row expanded (paper). */
  isPrint?: boolean;
}

/** The task table of a production (date, time, label, done); a row expands to its information. */
export function ProductionTaskTable({
  tasks,
  onDoneChange,
  isPrint = false,
}: ProductionTaskTableProps) {
  const { t } = useTranslation('production');
  return (
    <Table<ProductionTask>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...tasks]}
      data-testid="production-tasks"
      locale={{ emptyText: t('task.none') }}
      onRow={(task) =>
        ({
          'data-testid': 'production-task',
          'data-task-id': task.id,
          'data-done': task.done,
        }) as HTMLAttributes<HTMLElement>
      }
      expandable={{
        rowExpandable: (task) => task.information.trim() !== '',
        expandedRowRender: (task) => (
          <div style={{ whiteSpace: 'pre-wrap' }} data-testid="production-task-information">
            {task.information}
          </div>
        ),
        defaultExpandAllRows: isPrint,
      }}
      columns={[
        {
          key: 'date',
          title: t('task.date'),
          render: (_, task) => displayDate(task.date),
          width: 110,
        },
        {
          key: 'time',
          title: t('task.time'),
          render: (_, task) => displayTime(task.time),
          width: 70,
        },
        { key: 'label', title: t('task.label'), dataIndex: 'label' },
        {
          key: 'done',
          title: t('task.done'),
          width: 70,
          render: (_, task) => (
            <Checkbox
              checked={task.done}
              disabled={!onDoneChange}
              aria-label={t('task.doneOf', { label: task.label })}
              onChange={(event) => onDoneChange?.(task, event.target.checked)}
              data-testid="production-task-done"
              data-task-id={task.id}
            />
          ),
        },
      ]}
    />
  );
}

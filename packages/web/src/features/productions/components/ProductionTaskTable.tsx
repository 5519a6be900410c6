import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductionTask } from '@newsroom/domain';
import { DocumentTaskTable } from '../../../shared/documents/DocumentTaskTable';

/** Props of {@link ProductionTaskTable}. */
export interface ProductionTaskTableProps {
  tasks: readonly ProductionTask[];
  /** Ticks a task; the ticks are read-only without it. */
  onDoneChange?: (task: ProductionTask, done: boolean) => void;
  /** Every row expanded (paper). */
  isPrint?: boolean;
}

/** The task table of a production (date, time, label, done); a row expands to its information. */
export function ProductionTaskTable({ onDoneChange, ...props }: ProductionTaskTableProps) {
  const { t } = useTranslation('production');
  return (
    <DocumentTaskTable
      {...props}
      namespace="production"
      testIds={{
        table: 'production-tasks',
        row: 'production-task',
        information: 'production-task-information',
      }}
      renderDone={(task) => (
        <Checkbox
          checked={task.done}
          disabled={!onDoneChange}
          aria-label={t('task.doneOf', { label: task.label })}
          onChange={(event) => onDoneChange?.(task, event.target.checked)}
          data-testid="production-task-done"
          data-task-id={task.id}
        />
      )}
    />
  );
}

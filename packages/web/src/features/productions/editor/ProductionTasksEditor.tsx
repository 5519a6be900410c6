import { useTranslation } from 'react-i18next';
import type { ProductionTask } from '@newsroom/domain';
import { TasksEditor } from '../../../shared/forms';
import type { FieldErrors } from './editableProduction';

/** Props of {@link ProductionTasksEditor}. */
export interface ProductionTasksEditorProps {
  tasks: readonly ProductionTask[];
  onChange: (tasks: ProductionTask[]) => void;
  /** New tasks start on this date. */
  date: string | null;
  errors: FieldErrors;
  disabled?: boolean;
}

/** The tasks of a checklist, in the shared tasks editor with this area's texts and test ids. */
export function ProductionTasksEditor(props: ProductionTasksEditorProps) {
  const { t } = useTranslation('production');
  return (
    <TasksEditor
      {...props}
      className="nrcs-production-task-editor"
      labels={{
        date: t('task.date'),
        time: t('task.time'),
        label: t('task.label'),
        done: t('task.done'),
        remove: t('task.remove'),
        information: t('task.information'),
        none: t('task.none'),
        add: t('task.add'),
      }}
      testIds={{
        root: 'production-tasks-editor',
        task: 'production-task-editor',
        date: 'production-task-date',
        time: 'production-task-time',
        label: 'production-task-label',
        done: 'production-task-editor-done',
        remove: 'production-task-remove',
        information: 'production-task-information-input',
        add: 'production-add-task',
      }}
    />
  );
}

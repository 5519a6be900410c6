import { useTranslation } from 'react-i18next';
import type { ProductionTask } from '@newsroom/domain';
import { TasksEditor } from '../../../shared/forms';
import type { FieldErrors } from './editableAssignment';

/** Props of {@link GuidelineTasksEditor}. */
export interface GuidelineTasksEditorProps {
  tasks: readonly ProductionTask[];
  onChange: (tasks: ProductionTask[]) => void;
  /** New tasks start on this date. */
  date: string | null;
  errors: FieldErrors;
  disabled?: boolean;
}

/** The tasks of a guideline, in the shared tasks editor with this area's texts and test ids. */
export function GuidelineTasksEditor(props: GuidelineTasksEditorProps) {
  const { t } = useTranslation('assignment');
  return (
    <TasksEditor
      {...props}
      className="nrcs-guideline-task-editor"
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
        task: 'task-editor',
        date: 'task-date',
        time: 'task-time',
        label: 'task-label',
        done: 'task-done',
        remove: 'task-remove',
        information: 'task-information',
        add: 'guideline-add-task',
      }}
    />
  );
}

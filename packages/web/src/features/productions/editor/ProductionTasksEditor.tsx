import { TasksEditor, type TasksEditorProps } from '../../../shared/forms';

/** Props of {@link ProductionTasksEditor}. */
export type ProductionTasksEditorProps = Omit<
  TasksEditorProps,
  'namespace' | 'testIds' | 'className'
>;

/** The tasks of a production, in the shared tasks editor with this area's texts and test ids. */
export function ProductionTasksEditor(props: ProductionTasksEditorProps) {
  return (
    <TasksEditor
      {...props}
      namespace="production"
      className="nrcs-production-task-editor"
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

import { TasksEditor, type TasksEditorProps } from '../../../shared/forms';

/** Props of {@link GuidelineTasksEditor}. */
export type GuidelineTasksEditorProps = Omit<
  TasksEditorProps,
  'namespace' | 'testIds' | 'className'
>;

/** The tasks of a guideline, in the shared tasks editor with this area's texts and test ids. */
export function GuidelineTasksEditor(props: GuidelineTasksEditorProps) {
  return (
    <TasksEditor
      {...props}
      namespace="assignment"
      className="nrcs-guideline-task-editor"
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

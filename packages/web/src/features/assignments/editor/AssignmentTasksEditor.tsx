import { TasksEditor, type TasksEditorProps } from '../../../shared/forms';

/** Props of {@link AssignmentTasksEditor}. */
export type AssignmentTasksEditorProps = Omit<
  TasksEditorProps,
  'namespace' | 'testIds' | 'className'
>;

/** The tasks of an assignment, in the shared tasks editor with this area's texts and test ids. */
export function AssignmentTasksEditor(props: AssignmentTasksEditorProps) {
  return (
    <TasksEditor
      {...props}
      namespace="assignment"
      className="nrcs-assignment-task-editor"
      testIds={{
        task: 'task-editor',
        date: 'task-date',
        time: 'task-time',
        label: 'task-label',
        done: 'task-done',
        remove: 'task-remove',
        information: 'task-information',
        add: 'assignment-add-task',
      }}
    />
  );
}

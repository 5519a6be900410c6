import { TasksEditor, type TasksEditorProps } from '../forms';

/** What one area fixes of the shared tasks editor: its texts, its class and its test ids. */
export type TasksEditorArea = Pick<TasksEditorProps, 'namespace' | 'className' | 'testIds'>;

/** Props of an area's tasks editor: the tasks and their form, the rest being the area's own. */
export type AreaTasksEditorProps = Omit<TasksEditorProps, keyof TasksEditorArea>;

/** The shared tasks editor bound to one area's texts, class and test ids. */
export function areaTasksEditor(area: TasksEditorArea) {
  return function AreaTasksEditor(props: AreaTasksEditorProps) {
    return <TasksEditor {...props} {...area} />;
  };
}

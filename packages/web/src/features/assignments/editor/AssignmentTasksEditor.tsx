import { areaTasksEditor } from '../../../shared/documents/areaTasksEditor';

/** The tasks of an assignment, in the shared tasks editor with this area's texts and test ids. */
export const AssignmentTasksEditor = areaTasksEditor({
  namespace: 'assignment',
  className: 'nrcs-assignment-task-editor',
  testIds: {
    task: 'task-editor',
    date: 'task-date',
    time: 'task-time',
    label: 'task-label',
    done: 'task-done',
    remove: 'task-remove',
    information: 'task-information',
    add: 'assignment-add-task',
  },
});

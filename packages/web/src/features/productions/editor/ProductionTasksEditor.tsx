import { areaTasksEditor } from '../../../shared/documents/areaTasksEditor';

/** The tasks of a production, in the shared tasks editor with this area's texts and test ids. */
export const ProductionTasksEditor = areaTasksEditor({
  namespace: 'production',
  className: 'nrcs-production-task-editor',
  testIds: {
    root: 'production-tasks-editor',
    task: 'production-task-editor',
    date: 'production-task-date',
    time: 'production-task-time',
    label: 'production-task-label',
    done: 'production-task-editor-done',
    remove: 'production-task-remove',
    information: 'production-task-information-input',
    add: 'production-add-task',
  },
});
